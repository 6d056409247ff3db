import type { ComponentProps } from 'react'
import type { Href } from '@/i18n/navigation'
import { ArrowLink } from '@/components/ui/ArrowLink'
import { HomeBand } from './HomeBand'
import { LateSlides } from './LateSlides'
import type { SliderKind, SlideProps } from './slide-cards'

/**
 * A home-page band around a slider whose slides come from the browser (./LateSlides.tsx): until
 * they come, and without JavaScript, the box links to the page that lists them all. The band is named after the slider's kind (home-blog, home-reviews).
 */
export function SliderBand({
  slider,
  all,
  ...band
}: Omit<ComponentProps<typeof HomeBand>, 'children' | 'band'> & {
  slider: SlideProps & { kind: SliderKind; testId: string }
  /** The page listing them all, and the link's words. */
  all: { href: Href; label: string }
}) {
  const { kind, testId, locale, label, labels, words } = slider
  return (
    <HomeBand {...band} band={kind}>
      <LateSlides kind={kind} testId={testId} locale={locale} label={label} labels={labels} words={words}>
        <p className="late-slides-link">
          <ArrowLink href={all.href} locale={locale}>
            {all.label}
          </ArrowLink>
        </p>
      </LateSlides>
    </HomeBand>
  )
}
