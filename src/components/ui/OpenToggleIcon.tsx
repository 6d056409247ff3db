/**
 * The round "+" of a <details> summary, turned into "×" while its `group` is open. Server markup
 * only: the native <details> opens it, before and without the page's code.
 */
export function OpenToggleIcon({ size }: { size: 'sm' | 'md' }) {
  const small = size === 'sm'
  return (
    <span
      aria-hidden="true"
      className={`flex ${small ? 'h-6 w-6' : 'h-8 w-8'} shrink-0 items-center justify-center rounded-full bg-navy text-gold transition-transform group-open:rotate-45`}
    >
      <svg
        width={small ? 12 : 16}
        height={small ? 12 : 16}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={small ? 2.4 : 2.2}
      >
        <path d="M8 2v12M2 8h12" strokeLinecap="round" />
      </svg>
    </span>
  )
}
