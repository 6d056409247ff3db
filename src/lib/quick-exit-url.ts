/**
 * Where the quick exit leads (site settings, `quickExitUrl`): a neutral page of another site that
 * shows nothing about the visitor's search. A weather page, as GOV.UK's "Exit this page" does.
 */
export const DEFAULT_QUICK_EXIT_URL = 'https://weather.com/'

/** An absolute http(s) address: the no-script link and `location.replace` both go there as written. */
export function isQuickExitUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The neutral page of the settings, or the default when it is blank or not an address. */
export function quickExitUrl(setting: string | null | undefined): string {
  return setting && isQuickExitUrl(setting) ? setting : DEFAULT_QUICK_EXIT_URL
}
