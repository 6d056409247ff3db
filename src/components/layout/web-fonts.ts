/**
 * The web fonts are the second page's, not the first's. A visitor's first page is drawn in the
 * metric-matched local fallbacks (globals.css) and fetches no font before it is on the screen: on
 * slow 4G the 39 KB of fonts took bandwidth from the HTML, the stylesheet and the LCP image (they
 * came first and were preloaded), and when they arrived after the first paint, as on any slow
 * phone, the swap laid the whole page out again, while the visitor may be typing into the form.
 * Once that page has loaded and the phone is idle, the fonts are fetched into the browser's cache
 * and a flag is kept; from then on this script marks <html> before the body is parsed, the
 * stylesheet names the web fonts (`font-display: optional`, fonts.ts) and they are drawn from the
 * first paint, from the cache, with no swap. Inline in the layout's <head>, like the floating guard.
 *
 * Without JavaScript, or without storage to keep the flag in, the stylesheet names the web fonts at
 * once (`html:not(.js)`, or the class set here), as before: used if they come within the optional
 * period, the fallbacks otherwise.
 */
/**
 * The class on <html> that switches the stylesheet to the web fonts (its CSS is in globals.css,
 * which cannot import it), and the storage key of the flag.
 */
export const WEB_FONTS = 'webfonts'

// Self-contained: it runs as its own text (below), so it cannot share below-fold.ts's `idle`.
function webFonts(flag: string) {
  // No storage to read counts as cached: the fonts are named at once, as without script.
  let cached = true
  try {
    cached = localStorage.getItem(flag) !== null
  } catch {}
  if (cached) {
    document.documentElement.classList.add(flag)
    return
  }
  if (!document.fonts) return
  const idle = (next: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(next) : setTimeout(next, 50))
  // Every face the stylesheet declares and no text uses yet: the web fonts (and the local fallbacks,
  // already loaded). Loading one that no text uses lays nothing out again.
  const fetchFonts = () => {
    const loads: Promise<FontFace>[] = []
    document.fonts.forEach((face) => {
      if (face.status === 'unloaded') loads.push(face.load())
    })
    Promise.all(loads).then(
      () => {
        try {
          localStorage.setItem(flag, '1')
        } catch {}
      },
      () => {},
    )
  }
  addEventListener('load', () => idle(fetchFonts))
}

/** The script text: the function above, as written, called with the class. */
export const webFontsScript = `(${webFonts.toString()})(${JSON.stringify(WEB_FONTS)})`
