#!/usr/bin/env node
/**
 * Makes the two web fonts the site serves, `src/app/(frontend)/fonts/*.woff2`, from the Fontsource
 * packages: only the characters Spanish and English text uses (Latin-1 plus typographic
 * punctuation), only the weights the pages use, only the OpenType features a browser applies by
 * default. The output is committed, so the build needs neither this script nor its tool; run it
 * again (`node scripts/subset-fonts.mjs`) after upgrading a font package or when text needs a
 * character outside `CHARACTERS`, and keep `UNICODE_RANGE` in `src/app/(frontend)/fonts.ts` equal
 * to what it prints.
 *
 * Why: the Fontsource files carry every weight (100–900) and the whole Latin block plus ext
 * (Vietnamese, Polish…); a page paid 99 KB of fonts on a slow phone. These two weigh ~40 KB.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const outDir = path.join(root, 'src/app/(frontend)/fonts')

/**
 * Code point ranges. Latin-1 covers ñ á é í ó ú ü ¿ ¡ « » © ® ° · ×; the rest is what typographic
 * text uses (dashes, curly quotes, ellipsis, bullet, thin space, €, ™). Anything else (the → of
 * "read more", which the Fontsource Latin files do not carry either) is drawn by the local font.
 */
const CHARACTERS = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]

/** What browsers switch on by themselves; stylistic sets, tabular figures and the like go. */
const DEFAULT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk']

const fonts = [
  {
    // Body text: 400 (regular), 600 (font-semibold) and 700 (font-bold, <strong>); one variable file.
    from: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-latin-wght-400-700.woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  },
  {
    // Headings (h1–h3, font-display) are bold only.
    from: 'node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2',
    to: 'montserrat-latin-700.woff2',
  },
]

const text = CHARACTERS.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('')

const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0')
const unicodeRange = CHARACTERS.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')

await mkdir(outDir, { recursive: true })
for (const font of fonts) {
  const source = await readFile(path.join(root, font.from))
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    keepFeatures: DEFAULT_FEATURES,
    variationAxes: font.variationAxes,
  })
  await writeFile(path.join(outDir, font.to), subset)
  console.log(`${font.to}: ${source.length} → ${subset.length} bytes`)
}
console.log(`UNICODE_RANGE: ${unicodeRange}`)
