/**
 * A path on this site ('/verano-2027', '/en/summer'), never another origin ('//evil.example',
 * '/\\evil', a scheme): what a preview link may open (so the preview route is no open redirect) and
 * what a button link staff type in the site texts may lead to.
 */
export function matchSitePath(value: string | null): string | null {
  if (!value || value.length > 300) return null
  if (!/^\/(?![/\\])[a-z0-9\-/]*$/.test(value)) return null
  return value
}

/** The preview route's link for a public path: it signs staff into draft mode and opens the page. */
export function previewHref(publicPath: string): string {
  return `/api/preview?${new URLSearchParams({ path: publicPath }).toString()}`
}

/** The admin's live-preview sizes: the visitors' phone and a laptop. */
export const previewBreakpoints = [
  // Payload takes one label per breakpoint, not one per admin language.
  { name: 'phone', label: 'Teléfono / Phone 390', width: 390, height: 844 },
  { name: 'desktop', label: 'Escritorio / Desktop 1280', width: 1280, height: 800 },
]
