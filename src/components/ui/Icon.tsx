/** Line icons drawn in code (the site ships no static images). Decorative: hidden from screen readers. */
const strokes = {
  scales:
    'M12 3v18M7 21h10M5 7h14M12 3.5l.01 0M5 7l-3 7c0 1.7 1.3 3 3 3s3-1.3 3-3L5 7zm14 0l-3 7c0 1.7 1.3 3 3 3s3-1.3 3-3l-3-7z',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.4-7.5 9.5-4.3-1.1-7.5-4.9-7.5-9.5V6L12 3z',
  shieldHeart:
    'M12 3l7.5 3v5.5c0 4.6-3.2 8.4-7.5 9.5-4.3-1.1-7.5-4.9-7.5-9.5V6L12 3zM12 15.5s-3.5-2-3.5-4.4a1.9 1.9 0 013.5-1 1.9 1.9 0 013.5 1c0 2.4-3.5 4.4-3.5 4.4z',
  chain:
    'M9.5 14.5l-2 2a3.2 3.2 0 01-4.5-4.5l2-2a3.2 3.2 0 014.5 0M14.5 9.5l2-2a3.2 3.2 0 014.5 4.5l-2 2a3.2 3.2 0 01-4.5 0M8 8L6 6M16 16l2 2M11 5V3M13 21v-2',
  badge: 'M12 2.8l2.5 5.2 5.7.8-4.1 4 1 5.7L12 15.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8L12 2.8z',
  rings: 'M9 19a5 5 0 100-10 5 5 0 000 10zM15 19a5 5 0 100-10 5 5 0 000 10zM10.5 5.5L12 4l1.5 1.5M12 4v3',
  truck: 'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.5v2.5h-7M6.5 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  cross: 'M9 3.5h6v5.5h5.5v6H15v5.5H9V15H3.5V9H9z',
  users:
    'M15.5 20v-1.5a4 4 0 00-4-4h-5a4 4 0 00-4 4V20M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21.5 20v-1.5a4 4 0 00-3-3.9M15.5 4.1a3.5 3.5 0 010 6.8',
  document: 'M6 3h8.5L19 7.5V21H6zM14 3v5h5M9 12.5h7M9 16.5h7',
  search: 'M10.5 17.5a7 7 0 100-14 7 7 0 000 14zM21 21l-5.5-5.5',
  hourglass: 'M6.5 3h11M6.5 21h11M8 3c0 4.5 4 5.5 4 9s-4 4.5-4 9M16 3c0 4.5-4 5.5-4 9s4 4.5 4 9',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3.5 2',
  home: 'M3 11.5L12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  briefcase: 'M3.5 7.5h17v12h-17zM9 7.5V5h6v2.5M3.5 12.5h17',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z',
  cap: 'M2 9.5L12 5l10 4.5-10 4.5L2 9.5zM6 11.5v4.5c2.5 2.3 9.5 2.3 12 0v-4.5M21 10v5',
  video: 'M3 6.5h12.5v11H3zM15.5 10.5l5.5-3v9l-5.5-3',
  heart: 'M12 20s-8-4.7-8-10.2A4.3 4.3 0 0112 7.5a4.3 4.3 0 018 2.3C20 15.3 12 20 12 20z',
  handshake: 'M3 12l4-4.5 4 1.5 2.5-1.5 3 .5 4.5 4.5M3 12l2.5 2.5M21 12l-5.5 5.5-2-2M7.5 14l3 3 1.5-1.5M10 12l3 3',
  phone:
    'M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 013 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1L6.6 10.8z',
  check: 'M4.5 12.5l5 5L19.5 7',
  message: 'M4 4.5h16v11.5H9.5L4 20.5zM8 9h8M8 12.5h5',
  arrow: 'M4.5 12h15M13.5 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
  pin: 'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0113 0c0 5.2-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  star: 'M12 2.8l2.5 5.2 5.7.8-4.1 4 1 5.7L12 15.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8L12 2.8z',
} as const

export type IconName = keyof typeof strokes

/**
 * The stroke settings every line icon shares live in globals.css (`.icon`): written once in the
 * cached stylesheet instead of on each of the page's icons, in its HTML and again in its payload.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <path d={strokes[name]} />
    </svg>
  )
}

/**
 * Five filled stars; reviews always show five (spec §2). The row is the image (its children are
 * presentational), so the stars need no aria-hidden; their fill comes from the row (`.stars` in
 * globals.css, or the classes given). `shape`: the star's path in a 24 x 24 box.
 */
export function FiveStars({
  label,
  size = 18,
  className = 'stars text-gold-600',
  shape = strokes.star,
  testId,
}: {
  label: string
  size?: number
  className?: string
  shape?: string
  testId?: string
}) {
  const star = (
    <svg width={size} height={size} viewBox="0 0 24 24">
      <path d={shape} />
    </svg>
  )
  return (
    <span role="img" aria-label={label} className={className} data-testid={testId}>
      {star}
      {star}
      {star}
      {star}
      {star}
    </span>
  )
}
