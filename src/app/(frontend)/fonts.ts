import localFont from 'next/font/local'

/*
 * The site's two web fonts, self-hosted from the subsets `scripts/subset-fonts.mjs` makes (Latin-1
 * and typographic punctuation, the weights in use). next/font gives them hashed, immutable URLs
 * and a <link rel="preload"> in every page's head, so the browser fetches them with the HTML
 * instead of after the stylesheet. `swap`: text is drawn at once in the metric-matched local
 * fallback (globals.css), so the LCP text never waits for a font and the swap moves nothing.
 * Our own fallbacks replace next/font's (adjustFontFallback: false), which name only Arial:
 * Android phones have Roboto and no Arial. next/font wants literals here, hence the repeated range.
 */

export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
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
  display: 'swap',
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
