import type { IndexEntry } from './article-anchors'

/** "In this article": links to the body's h2 headings. */
export function SectionIndex({ entries, title }: { entries: IndexEntry[]; title: string }) {
  const shown = entries.filter((entry) => entry.title)
  if (shown.length === 0) return null
  return (
    <nav
      aria-labelledby="article-index-title"
      className="my-8 rounded-xl border-l-4 border-gold bg-cream p-6"
      data-testid="article-index"
    >
      <h2 id="article-index-title" className="text-xl font-bold text-navy">
        {title}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {shown.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="inline-block py-1.5 text-teal-700 underline-offset-2 hover:underline">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
