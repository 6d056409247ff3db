import type { ReactNode } from 'react'
import { Icon } from './Icon'

/** Button looks shared by the home, service, visa and team sections (links styled as buttons). */
export const buttonGold =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-gold px-6 py-3 text-center font-bold text-navy shadow-sm transition-colors hover:bg-gold-600'
export const buttonNavy =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-navy px-6 py-3 text-center font-bold text-white shadow-sm transition-colors hover:bg-navy-700'
export const buttonOutlineLight =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white/80 px-6 py-3 text-center font-bold text-white transition-colors hover:bg-white hover:text-navy'
export const buttonOutline =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-navy px-6 py-3 text-center font-bold text-navy transition-colors hover:bg-navy hover:text-white'
export const textLink = 'inline-flex min-h-11 items-center gap-1 font-bold text-teal-700 underline-offset-4 hover:underline'

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
      {eyebrow ? (
        <p className={`text-sm font-bold uppercase tracking-[0.18em] ${dark ? 'text-gold' : 'text-teal-700'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-2xl font-bold leading-tight sm:text-4xl ${dark ? 'text-white' : 'text-navy'}`}>
        {title}
      </h2>
      <span aria-hidden="true" className={`mt-4 block h-1 w-16 rounded-full bg-gold ${align === 'center' ? 'mx-auto' : ''}`} />
      {intro ? <div className={`mt-5 text-lg leading-relaxed ${dark ? 'text-white/85' : 'text-ink/80'}`}>{intro}</div> : null}
    </div>
  )
}

/**
 * A full-width page band opening with a section heading (its id labels the section), then
 * `children` (a card grid, a list): the team, services, about-us and immigration-lawyer pages.
 */
export function HeadedSection({
  id,
  testId,
  className = 'bg-cream',
  tone,
  eyebrow,
  title,
  intro,
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
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <div data-reveal>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro ? <p>{intro}</p> : undefined} tone={tone} />
        </div>
        {children}
      </div>
    </section>
  )
}

/** A card's title link stretched over the whole card (the card is `relative`): one tap target. */
export const cardLink = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"

/** The "read more →" line at the foot of a clickable card; the card's title link is what is announced. */
export function CardMore({ label, className }: { label: string; className: string }) {
  return (
    <span aria-hidden="true" className={`${className} inline-flex items-center gap-2 font-bold group-hover:underline`}>
      {label}
      <Icon name="arrow" size={18} />
    </span>
  )
}
