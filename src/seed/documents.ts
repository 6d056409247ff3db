import type { Locale } from '@/i18n/locales'
import { doc, h2, p, ul, type LexicalBlock, type LexicalDocument } from './lexical'
import type { SeedPost } from './content/posts'

const closing: Record<Locale, string[]> = {
  es: [
    'Cada caso es único. [Pida su evaluación gratuita](/contacto) y le diremos con claridad qué opciones tiene; la primera llamada no le cuesta nada.',
    'Este artículo es información general y no es asesoría legal. Precalificar no significa que su caso será aprobado.',
  ],
  en: [
    'Every case is unique. [Ask for your free evaluation](/en/contact) and we will tell you plainly what options you have; the first call costs you nothing.',
    'This article is general information, not legal advice. Pre-qualifying does not mean your case will be approved.',
  ],
}

/** A post's body in one language: intro, one h2 per section (in index order), closing and disclaimer. */
export function postBody(post: SeedPost, locale: Locale): LexicalDocument {
  const blocks: LexicalBlock[] = post.intro[locale].map((markup) => p(markup))
  for (const section of post.sections) {
    blocks.push(h2(section.title[locale]))
    for (const paragraph of section.body[locale]) blocks.push(p(paragraph))
    if (section.list) blocks.push(ul(...section.list[locale]))
  }
  blocks.push(...closing[locale].map((markup) => p(markup)))
  return doc(...blocks)
}
