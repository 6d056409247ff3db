import type { ReactNode } from 'react'
import { Icon } from './Icon'

/**
 * Button looks shared by the home, service, visa and team sections (links styled as buttons).
 * Each is one class of globals.css: these lists sat on many links of every page, in its HTML and
 * again in its RSC payload.
 */
export const buttonGold = 'btn-gold'
export const buttonNavy = 'btn-navy'
export const buttonOutlineLight = 'btn-outline-light'
export const buttonOutline = 'btn-outline'
export const textLink = 'link-teal'

/** Eyebrow + h2 + intro used at the top of every section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'left',
  tone = 'light',
  id,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
  id?: string
}) {
  const dark = tone === 'dark'
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className={`eyebrow ${dark ? 'text-gold' : 'text-teal-700'}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`section-title ${dark ? 'text-white' : 'text-navy'}`}>
        {title}
      </h2>
      <span aria-hidden="true" className={align === 'center' ? 'section-rule mx-auto' : 'section-rule'} />
      {intro ? <div className={`mt-5 text-lg leading-relaxed ${dark ? 'text-white/85' : 'text-ink/80'}`}>{intro}</div> : null}
    </div>
  )
}

/**
 * A full-width page band opening with a section heading (its id labels the section), then
 * `children` (a card grid, a list, a slider): the team, services, about-us and immigration-lawyer
 * pages, the home page's bands. `action` (a link to all of them, a button; given as null when it
 * has nothing to show) stands beside the heading on wide screens and under it on phones.
 */
export function HeadedSection({
  id,
  testId,
  className = 'bg-cream',
  tone,
  eyebrow,
  title,
  intro,
  align,
  roomy = false,
  action,
  children,
}: {
  id: string
  testId: string
  /** Background of the band. */
  className?: string
  tone?: 'light' | 'dark'
  eyebrow?: string
  title: string
  intro?: string
  align?: 'left' | 'center'
  /** The home page's taller bands. */
  roomy?: boolean
  action?: ReactNode
  children: ReactNode
}) {
  const heading = (
    <SectionHeading
      id={id}
      eyebrow={eyebrow}
      title={title}
      intro={intro ? <p>{intro}</p> : undefined}
      tone={tone}
      align={align}
    />
  )
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <div className={`mx-auto max-w-7xl px-4 ${roomy ? 'py-16 sm:py-24' : 'py-14 sm:py-20'}`}>
        {action !== undefined ? (
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between" data-reveal>
            {heading}
            {action}
          </div>
        ) : (
          <div data-reveal>{heading}</div>
        )}
        {children}
      </div>
    </section>
  )
}

/** A card's title link stretched over the whole card (the card is `relative`): one tap target. */
export const cardLink = 'card-link'

/** The "read more →" line at the foot of a clickable card; the card's title link is what is announced. */
export function CardMore({ label, className }: { label: string; className: string }) {
  return (
    <span aria-hidden="true" className={`card-more ${className}`}>
      {label}
      <Icon name="arrow" size={18} />
    </span>
  )
}
