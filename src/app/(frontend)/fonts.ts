import localFont from 'next/font/local'

/*
 * The site's two web fonts, self-hosted from the subsets `scripts/subset-fonts.mjs` makes (Latin-1
 * and typographic punctuation, the weights in use), with hashed, immutable URLs from next/font.
 * Not preloaded, and named by the stylesheet only where they are in the browser's cache or there
 * is no script (src/components/layout/web-fonts.ts): a visitor's first page is drawn in the
 * metric-matched local fallbacks (globals.css) and fetches the fonts once it has loaded.
 * `optional`: a font that is not there at the first paint is not swapped in later, which would lay
 * the whole page out again on a slow phone. Our own fallbacks replace next/font's
 * (adjustFontFallback: false), which name only Arial: Android phones have Roboto and no Arial.
 * next/font wants literals here, hence the repeated range.
 */

export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0-00FF,U+0152-0153,U+2009,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122',
    },
  ],
})

export const montserrat = localFont({
  src: './fonts/montserrat-latin-700.woff2',
  weight: '700',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-montserrat',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0-00FF,U+0152-0153,U+2009,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122',
    },
  ],
})
