import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { Locale } from '@/i18n/locales'
import type { Media, Page, Testimonial } from '@/payload-types'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { escapeHtml as escape, snapshotWords, staffTime } from '@/features/publication-record/snapshot-request'

/**
 * A dated snapshot of a CMS page as one self-contained HTML file: the words of each block of the
 * version that was live, in one language, with when it went live and when it was replaced (the note
 * at the top in the admin's language). Plain HTML with its own few styles: it must open the same way
 * years from now, without the site.
 */
type Block = NonNullable<Page['layout']>[number]

const heading = (text: string | null | undefined, level = 2) => (text ? `<h${level}>${escape(text)}</h${level}>` : '')
const para = (text: string | null | undefined) => (text ? `<p>${escape(text).replace(/\n/g, '<br>')}</p>` : '')

function media(value: number | Media | null | undefined, origin: string, what: string): string {
  if (!value || typeof value !== 'object' || !value.url) return ''
  const url = value.url.startsWith('http') ? value.url : `${origin}${value.url}`
  return `<p class="media">${escape(what)}: <a href="${escape(url)}">${escape(value.filename ?? url)}</a>${value.alt ? ` (${escape(value.alt)})` : ''}</p>`
}

function blockHtml(block: Block, origin: string, first: boolean, ui: StaffLanguage): string {
  const w = snapshotWords(ui)
  switch (block.blockType) {
    case 'banner':
      return [
        para(block.eyebrow),
        heading(block.heading, first ? 1 : 2),
        para(block.text),
        media(block.image, origin, w.image),
        block.cta ? `<p class="cta">${escape(block.cta)}</p>` : '',
      ].join('')
    case 'text':
      return convertLexicalToHTML({ data: block.body as Parameters<typeof convertLexicalToHTML>[0]['data'] })
    case 'benefits':
      return `${heading(block.heading)}<ul>${block.items.map((i) => `<li>${escape(i.text)}</li>`).join('')}</ul>`
    case 'video':
      return `${heading(block.heading)}${para(block.label)}${media(block.video, origin, w.video)}${media(block.poster, origin, w.poster)}`
    case 'testimonials':
      return `${heading(block.heading)}<ul>${block.items
        .map((t) => (typeof t === 'object' ? `<li>${escape((t as Testimonial).title)}</li>` : `<li>#${escape(t)}</li>`))
        .join('')}</ul>`
    case 'faq':
      return `${heading(block.heading)}<dl>${block.items.map((i) => `<dt>${escape(i.question)}</dt><dd>${escape(i.answer)}</dd>`).join('')}</dl>`
    case 'form':
      return `${heading(block.heading)}<p class="form">[${escape(w.form)}: ${escape(block.form)} · seccion: ${escape(block.section)}]</p>`
    case 'call':
      return `${heading(block.heading)}${para(block.text)}<p class="cta">${[block.call ? w.call : '', block.whatsapp ? 'WhatsApp' : ''].filter(Boolean).join(' · ')}</p>`
    default:
      return ''
  }
}

export function snapshotHtml(args: {
  page: Pick<Page, 'title' | 'layout'>
  path: string
  locale: Locale
  publication: { version: string; liveFrom: string; liveUntil?: string | null }
  asOf: Date
  origin: string
  ui: StaffLanguage
}): string {
  const { page, path, locale, publication, asOf, origin, ui } = args
  const w = snapshotWords(ui)
  const blocks = (page.layout ?? []).map((b, i) => `<section>${blockHtml(b, origin, i === 0, ui)}</section>`).join('\n')
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escape(page.title)} — ${escape(asOf.toISOString())}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}header{border-bottom:1px solid #999;margin-bottom:1rem;font-size:.9rem}section{margin:1.5rem 0}.cta{font-weight:bold}</style></head>
<body>
<header>
<p><strong>${escape(page.title)}</strong> — ${escape(origin + path)}</p>
<p>${escape(w.asOf)} ${escape(staffTime(asOf, ui))}</p>
<p>${escape(w.liveFrom)} ${escape(staffTime(publication.liveFrom, ui))} ${escape(w.until)} ${escape(publication.liveUntil ? staffTime(publication.liveUntil, ui) : w.now)} (${escape(w.version)} ${escape(publication.version)})</p>
<p>${escape(w.note)}</p>
</header>
<main>
${blocks}
</main>
</body>
</html>
`
}
