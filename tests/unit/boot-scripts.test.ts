import { describe, expect, it } from 'vitest'
import { bootScripts, deferBootScripts, LOADER_ATTRIBUTE } from '../../scripts/lib/boot-scripts.mjs'

/**
 * Next's boot scripts started after the first paint (scripts/lib/boot-scripts.mjs), on a page cut
 * down from the built home page (Next 16.4, Turbopack): same head, same tags, same order.
 */
const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const HEAD_CHUNKS = [
  '0637v33xsjp-6',
  '1o9l2sd6j1fqb',
  '3lf86nywtw3t3',
  'turbopack-077hmtqrhcoji',
  '3f_oyf66r-4oe',
  '149697ng5hcs9',
]
const BOOTSTRAP = '398c2d76j7v7d'
const tag = (name: string) => `<script src="${chunk(name)}" async=""></script>`
const jsonLd = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LegalService"}</script>'
const polyfill = `<script src="${chunk('0cz1d0mv5g_q7')}" noModule=""></script>`
const payload = String.raw`<script>self.__next_f.push([1,"2:\"/_next/static/chunks/3f_oyf66r-4oe.js\"\n3:I[339756,[\"$2\"],\"default\"]\n"])</script>`
const page = [
  '<!DOCTYPE html><html lang="es" class="scroll-pt-24"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter_latin_wght_400_700.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="image" imageSrcSet="/cms-api/media/file/attorney-400x489.webp 400w" imageSizes="60vw" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/061l6r4jv6gr7.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk(BOOTSTRAP)}"/>`,
  ...HEAD_CHUNKS.map(tag),
  '<meta name="theme-color" content="#0b2545"/><title>Salazar Immigration Law</title>',
  "<script>document.documentElement.classList.add('js')</script>",
  polyfill,
  '</head><body><header><button aria-expanded="false">Menú</button></header><main><h1>Abogados de inmigración</h1>',
  jsonLd,
  '</main><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/398c2d76j7v7d.js"],"runtimeModuleIds":[494553]});</script>',
  tag(BOOTSTRAP),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  payload,
  '</body></html>',
].join('')

describe('deferBootScripts', () => {
  const out = deferBootScripts(page)

  it('takes every boot script tag and the script preload out of the page', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(out).not.toContain('<link rel="preload" as="script"')
    // Nothing that loads a script stands before the content any more, but the polyfill.
    const beforeContent = out.slice(0, out.indexOf('<h1>'))
    expect(beforeContent.match(/<script[^>]*\bsrc=[^>]*>/g)).toEqual([polyfill.replace('</script>', '')])
  })

  it('starts the same scripts, in the same order, from one loader just before </body>', () => {
    expect(bootScripts(out)).toEqual([...HEAD_CHUNKS, BOOTSTRAP].map(chunk))
    expect(bootScripts(page)).toEqual(bootScripts(out))
    const loaderAt = out.indexOf(`<script ${LOADER_ATTRIBUTE}="">`)
    expect(loaderAt).toBeGreaterThan(out.indexOf(payload))
    expect(out.slice(out.indexOf('</script>', loaderAt) + '</script>'.length)).toBe('</body></html>')
  })

  it('leaves everything else as it was', () => {
    for (const kept of [polyfill, jsonLd, payload, "<script>document.documentElement.classList.add('js')</script>"]) {
      expect(out).toContain(kept)
    }
    expect(out).toContain('<script id="_R_">')
    expect(out).toContain('<link rel="preload" href="/_next/static/media/inter_latin_wght_400_700.woff2" as="font"')
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/061l6r4jv6gr7.css"')
    const removed = [...HEAD_CHUNKS, BOOTSTRAP].map(tag).join('').length
    const preload = `<link rel="preload" as="script" fetchPriority="low" href="${chunk(BOOTSTRAP)}"/>`.length
    const loader = /<script data-boot-scripts="">[^<]*<\/script>/.exec(out)![0]
    expect(out.length).toBe(page.length - removed - preload + loader.length)
  })

  it('is idempotent', () => {
    expect(deferBootScripts(out)).toBe(out)
  })

  it('returns the page unchanged when it has no boot script or does not look like Next’s', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>hola</p></body></html>'
    expect(deferBootScripts(plain)).toBe(plain)
    // A chunk tag with anything else on it (SRI, crossorigin, a nonce, a query): not touched at all.
    for (const odd of [
      `<script src="${chunk('a1')}" async="" integrity="sha384-x"></script>`,
      `<script src="${chunk('a1')}" async="" crossorigin=""></script>`,
      `<script src="${chunk('a1')}?dpl=abc" async=""></script>`,
      `<script src="${chunk('a1')}"></script>`,
    ]) {
      const html = page.replace('</head>', `${odd}</head>`)
      expect(deferBootScripts(html)).toBe(html)
    }
    const noBodyEnd = page.replace('</body>', '')
    expect(deferBootScripts(noBodyEnd)).toBe(noBodyEnd)
    // Other scripts are not Next's boot: left alone.
    const other = '<html><head><script src="/vendor/x.js" async=""></script></head><body></body></html>'
    expect(deferBootScripts(other)).toBe(other)
  })

  it('keeps a preload of a chunk that is not a boot script', () => {
    const other = `<link rel="preload" as="script" fetchPriority="low" href="${chunk('other1')}"/>`
    expect(deferBootScripts(page.replace('</head>', `${other}</head>`))).toContain(other)
  })
})

describe('the loader in a page', () => {
  type Fake = { src: string; async: boolean }
  type Observer = { callback: (list: unknown, observer: { disconnect(): void }) => void; options?: object }

  /** The loader run against a fake page; `paint` says whether the browser reports paint timing. */
  function run(visibilityState: 'visible' | 'hidden', paint = true) {
    const appended: Fake[] = []
    const frames: Array<() => void> = []
    const tasks: Array<{ run: () => void; ms: number }> = []
    const observers: Observer[] = []
    const document = {
      visibilityState,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (e: Fake) => appended.push(e) },
    }
    class PerformanceObserver {
      static supportedEntryTypes = paint ? ['mark', 'paint'] : ['mark']
      constructor(callback: Observer['callback']) {
        observers.push({ callback })
      }
      observe(options: object) {
        observers.at(-1)!.options = options
      }
    }
    const code = /<script data-boot-scripts="">([^<]*)<\/script>/.exec(deferBootScripts(page))![1]!
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => tasks.push({ run: f, ms }),
      PerformanceObserver,
    )
    const painted = () => observers[0]!.callback([], { disconnect: () => undefined })
    return { appended, frames, tasks, observers, painted }
  }
  const ALL = [...HEAD_CHUNKS, BOOTSTRAP].map((name) => ({ src: chunk(name), async: true }))

  it('appends the scripts, async, in a task after the first paint is on the screen', () => {
    const { appended, frames, tasks, observers, painted } = run('visible')
    expect(observers).toHaveLength(1)
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true })
    expect(frames).toEqual([])
    // Only the fallback timer is waiting, a long way off.
    expect(tasks.map((t) => t.ms)).toEqual([10_000])
    painted()
    expect(appended).toEqual([])
    tasks.at(-1)!.run()
    expect(appended).toEqual(ALL)
    // The fallback timer, when it fires, adds nothing more.
    tasks[0]!.run()
    expect(appended).toEqual(ALL)
  })

  it('appends them after 10 s should no paint be reported', () => {
    const { appended, tasks } = run('visible')
    tasks[0]!.run()
    expect(appended).toEqual(ALL)
  })

  it('appends them in a task after the next frame where the browser has no paint timing', () => {
    const { appended, frames, tasks, observers } = run('visible', false)
    expect(observers).toEqual([])
    frames.shift()!()
    expect(appended).toEqual([])
    tasks.shift()!.run()
    expect(appended).toEqual(ALL)
  })

  it('appends them at once on a hidden page, which paints nothing', () => {
    const { appended, frames, observers } = run('hidden')
    expect(frames).toEqual([])
    expect(observers).toEqual([])
    expect(appended).toEqual(ALL)
  })
})
