import type { ReactNode } from 'react'
import type { Href } from '@/i18n/navigation'
import { ArrowLink } from '@/components/ui/ArrowLink'
import { SectionHeading } from '@/components/ui/ui'
import { LateSlides } from './LateSlides'
import type { SliderKind, SlideProps } from './slide-cards'

type BandProps = {
  /** The heading's id, which labels the band. */
  id: string
  testId: string
  /** Background of the band. */
  className: string
  eyebrow: string
  title: string
  intro?: string
  /** Beside the heading on wide screens, under it on phones: a link to all of them, a button. */
  action: ReactNode
  children: ReactNode
}

/** A home-page band: its heading with an action beside it, then its cards or slider. */
export function HomeBand({ id, testId, className, eyebrow, title, intro, action, children }: BandProps) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between" data-reveal>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro ? <p>{intro}</p> : undefined} />
          {action}
        </div>
        {children}
      </div>
    </section>
  )
}

/**
 * A home-page band around a slider whose slides come from the browser (./LateSlides.tsx): until
 * they come, and without JavaScript, the box links to the page that lists them all.
 */
export function SliderBand({
  slider,
  all,
  ...band
}: Omit<BandProps, 'children'> & {
  slider: SlideProps & { kind: SliderKind; testId: string }
  /** The page listing them all, and the link's words. */
  all: { href: Href; label: string }
}) {
  const { kind, testId, locale, label, labels, words } = slider
  return (
    <HomeBand {...band}>
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
