import type { ReactNode } from 'react'

/**
 * A navy band lit by soft coloured glows (`glow`: its CSS background image) under its content,
 * which sits above them (`relative`): the home page's lives and the about page's founder.
 */
export function GlowBand({
  id,
  testId,
  glow,
  className = '',
  children,
}: {
  id: string
  testId: string
  glow: string
  /** More classes for the band, e.g. `below-fold`. */
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={`relative overflow-hidden bg-navy text-white${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: glow }} />
      {children}
    </section>
  )
}
