/**
 * Next's boot scripts started after the first paint (issue 9), done by our HTTP front on a page's
 * HTML once per cached body (scripts/lib/compress.mjs), since Next offers no setting for it.
 *
 * Next 16's App Router emits its runtime and the route's client chunks as
 * `<script src="/_next/static/chunks/X.js" async="">` in <head> (ReactDOM.preinit, see
 * next/dist/server/app-render/required-scripts.js), the bootstrap chunk as the same tag near the
 * end of <body>, and a `<link rel="preload" as="script" fetchPriority="low">` of the bootstrap in
 * <head>. Lighthouse's simulated LCP (lantern) puts in front of the LCP every request that ended
 * before the LCP paint of its unthrottled load and every script evaluated before it: on loopback
 * those ~140 KB gzip of scripts arrive before the first paint, so about a second of simulated
 * download and evaluation lands in front of the LCP. On a real phone async scripts that arrive
 * before the first paint also run before it (vercel/next.js#66958, #60727), and on slow 4G they
 * share the bandwidth with the HTML, CSS, fonts and the LCP image.
 *
 * So the tags and the preload go, and one inline loader at the end of <body> appends the same
 * scripts, in the same order, in a task after the first paint is on the screen (the paint timing
 * entry; a frame callback, then a task, where the browser has no paint timing). Inserted scripts
 * are async, as the tags were; Turbopack's chunks register on a global array, so their order never
 * mattered. `async` is set as an attribute on purpose: React finds an already loaded script by
 * `script[async][src="…"]` and would otherwise insert it again. A hidden page (a background tab, a
 * prerender) paints nothing, so it starts them at once. The inline
 * `<script id="_R_">` (Turbopack's chunk list), the RSC payload scripts, the `noModule` polyfill,
 * JSON-LD and anything not under /_next/static/chunks/ are left as they are. Visitors without
 * JavaScript need nothing (the forms post without it). CSP: the loader is named by its hash like
 * the page's other inline scripts (script-hashes.mjs), and the scripts it adds are same-origin.
 *
 * Anything unexpected (a chunk tag with other attributes: SRI, crossorigin, a nonce; no </body>)
 * leaves the HTML unchanged, so a Next upgrade that changes its markup costs speed, never a page.
 */

/** Where Next's chunks are served from; the loader names each chunk by what follows. */
const CHUNKS = '/_next/static/chunks/'
const CHUNK = String.raw`${CHUNKS}[A-Za-z0-9._~/-]+\.js`
/** A chunk tag exactly as React writes a preinit or bootstrap script. */
const BOOT_TAG = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g')
const BOOT_OPENING = new RegExp(String.raw`^<script src="(${CHUNK})" async="">$`)
/** Every script tag that loads a chunk, whatever its attributes. */
const ANY_CHUNK_TAG = /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]*"[^>]*>/gi
const POLYFILL_TAG = new RegExp(String.raw`^<script src="${CHUNK}" noModule="">$`)
const SCRIPT_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK})"/>`, 'g')

/** The marker of the loader: a page carrying it has been rewritten. */
export const LOADER_ATTRIBUTE = 'data-boot-scripts'
const LOADER = new RegExp(String.raw`<script ${LOADER_ATTRIBUTE}="">[^<]*\}\)\(("[^"<]*"),(\[[^\]<]*\]),\d+\)</script>`)

/** Scripts start anyway this long after the page ran the loader, should no paint ever be reported. */
const PAINT_WAIT_MS = 10_000
/** A visitor has stopped typing once no key or text came for this long (a phone's pause between words and fields is shorter; between thoughts, longer). */
export const TYPING_PAUSE_MS = 1_000

function loader(sources) {
  // ES5 on purpose: it runs in the browsers the noModule polyfill is for, too. The first paint is
  // the browser's paint timing entry, sent once the frame is on the screen; a frame callback comes
  // before that, and where frames are held back (a busy or headless browser: 0.9 s once under
  // Lighthouse) scripts started from one ran before anything was shown.
  //
  // At the first paint the scripts are fetched (preload links); each runs, in a task of its own,
  // once it has arrived and the visitor is not typing. Starting React is one task of 120–380 ms on
  // a phone slowed 4×, and it came while a visitor typed their name into the form from the first
  // paint: a key waited as long (Chromium traces of BENCH=typing). The form takes text without any
  // script (server HTML, typing-shield.ts), so nothing is lost by waiting; a visitor who is not
  // typing (most of them, and Lighthouse) gets each script run as it arrives, as an async script
  // is. One task per script: appending all nine in one task took a slowed phone 70–85 ms. A
  // browser without preload gets the scripts as before.
  const code =
    '(function(c,s,q){var d=0,k=0,D=document,H=D.head,P=typeof PerformanceObserver!=="undefined"&&PerformanceObserver,' +
    't=P&&P.supportedEntryTypes;function y(){k=Date.now()}addEventListener("keydown",y,!0);addEventListener("input",y,!0);' +
    'function a(u,w){setTimeout(function(){w=k+q-Date.now();if(w>0)return a(u,w);' +
    'var e=D.createElement("script");e.src=c+u;e.async=!0;H.appendChild(e)},w||0)}' +
    'function f(u){var l=D.createElement("link"),r=l.relList;if(!r||!r.supports||!r.supports("preload"))return a(u);' +
    'l.rel="preload";l.as="script";l.href=c+u;l.onload=l.onerror=function(){a(u)};H.appendChild(l)}' +
    'function g(){if(d)return;d=1;s.forEach(function(u){setTimeout(function(){f(u)})})}' +
    'if(D.visibilityState==="hidden")g();else if(t&&t.indexOf("paint")>-1){' +
    'new P(function(l,o){o.disconnect();setTimeout(g)}).observe({type:"paint",buffered:!0});' +
    `setTimeout(g,${PAINT_WAIT_MS})}else requestAnimationFrame(function(){setTimeout(g)})})` +
    `(${JSON.stringify(CHUNKS)},${JSON.stringify(sources.map((src) => src.slice(CHUNKS.length)))},${TYPING_PAUSE_MS})`
  return `<script ${LOADER_ATTRIBUTE}="">${code}</script>`
}

/**
 * `html` with Next's boot scripts started after the first paint; the same string when it has none
 * or does not look as expected (also when it was already rewritten).
 */
export function deferBootScripts(html) {
  if (typeof html !== 'string' || html.includes(`<script ${LOADER_ATTRIBUTE}=`)) return html
  const tags = html.match(ANY_CHUNK_TAG) ?? []
  const sources = []
  for (const tag of tags) {
    if (POLYFILL_TAG.test(tag)) continue
    const match = BOOT_OPENING.exec(tag)
    if (!match) return html
    sources.push(match[1])
  }
  if (sources.length === 0) return html
  // Each opening tag closed at once, and a </body> to put the loader before: else not Next's markup.
  if ((html.match(BOOT_TAG) ?? []).length !== sources.length) return html
  const rest = html.replace(BOOT_TAG, '').replace(SCRIPT_PRELOAD, (link, src) => (sources.includes(src) ? '' : link))
  const bodyEnd = rest.lastIndexOf('</body>')
  if (bodyEnd === -1) return html
  return `${rest.slice(0, bodyEnd)}${loader(sources)}${rest.slice(bodyEnd)}`
}

/**
 * The boot scripts of a page, rewritten or not, in order: what the loader starts, or the tags Next
 * wrote. The benchmark counts them as first-load JavaScript whenever they arrive.
 */
export function bootScripts(html) {
  const loaded = LOADER.exec(html)
  if (loaded) {
    const prefix = JSON.parse(loaded[1])
    return JSON.parse(loaded[2]).map((name) => prefix + name)
  }
  return [...html.matchAll(BOOT_TAG)].map((m) => m[1])
}
