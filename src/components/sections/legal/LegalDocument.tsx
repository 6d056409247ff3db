export type LegalSection = {
  id: string
  title: string
  paragraphs: string[]
  list?: string[]
}

type Props = {
  sections: LegalSection[]
  tocTitle: string
  updated: string
  testId: string
}

/**
 * A long legal text: a table of contents, then numbered sections with anchors. Pure markup; the
 * words come from the `legal` messages of the page's language.
 */
export function LegalDocument({ sections, tocTitle, updated, testId }: Props) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16" data-testid={testId}>
      <p className="text-base text-ink/70">{updated}</p>
      <nav aria-labelledby={`${testId}-toc`} className="mt-6 rounded-xl bg-cream p-6" data-testid="legal-toc">
        <h2 id={`${testId}-toc`} className="text-xl font-bold text-navy">
          {tocTitle}
        </h2>
        {/* Numbers drawn as text beside the link, not list markers: a marker sits on the baseline
            of the link's last line, so a title that wraps on a phone had its number on line two. */}
        <ol className="mt-3 space-y-1">
          {sections.map((section, index) => (
            <li key={section.id} className="grid grid-cols-[2.5ch_1fr] items-baseline gap-x-1">
              <span className="text-right tabular-nums" data-testid="legal-toc-number">
                {index + 1}.
              </span>
              <a href={`#${section.id}`} className="block py-1.5 text-teal-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-article text-lg">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} data-testid="legal-section" data-section={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
            {section.list && section.list.length > 0 ? (
              <ul>
                {section.list.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  )
}

/** Fills {name} placeholders of raw message text (firm name, e-mail) without ICU parsing. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** The raw `sections` message array with its placeholders filled. */
export function toLegalSections(raw: unknown, values: Record<string, string>): LegalSection[] {
  if (!Array.isArray(raw)) return []
  return raw.map((entry) => {
    const section = entry as Partial<LegalSection>
    return {
      id: String(section.id ?? ''),
      title: fillPlaceholders(String(section.title ?? ''), values),
      paragraphs: (section.paragraphs ?? []).map((p) => fillPlaceholders(String(p), values)),
      list: section.list?.map((item) => fillPlaceholders(String(item), values)),
    }
  })
}
