'use client'

import { useSyncExternalStore } from 'react'
import { callBackPhrase, type OfficeHours } from './hours'

type Props = {
  /** Only what the phrase needs: city, time zone and hours (never who is on duty). */
  offices: Array<Pick<OfficeHours, 'city' | 'timeZone' | 'hours'>>
  language: 'es' | 'en'
  className?: string
}

const subscribe = () => () => undefined

/**
 * When the firm will call, on the thank-you page. The page is cached for everyone, so "now" is
 * the visitor's clock, read in the browser: the office hours come with the page (they change
 * with site settings, which refresh it), the phrase is computed here. Without JavaScript the page
 * says what it always said.
 */
export function CallBackNotice({ offices, language, className }: Props) {
  const phrase = useSyncExternalStore(
    subscribe,
    () => callBackPhrase(offices, new Date(), language),
    () => null,
  )
  if (!phrase) return null
  return (
    <p className={className} data-testid="call-back">
      {phrase}
    </p>
  )
}
