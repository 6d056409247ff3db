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
  type Script = { src: string; async: boolean }
  type Preload = { rel: string; as: string; href: string; onload: (() => void) | null; onerror: (() => void) | null }
  type Observer = { callback: (list: unknown, observer: { disconnect(): void }) => void; options?: object }
  type Task = { run: () => void; ms: number; at: number }

  /**
   * The loader run against a fake page and clock; `paint`: whether the browser reports paint
   * timing; `preload`: whether it knows `<link rel="preload">`.
   */
  function run(visibilityState: 'visible' | 'hidden', { paint = true, preload = true } = {}) {
    const scripts: Script[] = []
    const preloads: Preload[] = []
    const frames: Array<() => void> = []
    let tasks: Task[] = []
    const observers: Observer[] = []
    const listeners: Record<string, Array<() => void>> = {}
    let now = 1_000_000
    const document = {
      visibilityState,
      createElement: (name: string) =>
        name === 'link'
          ? { relList: preload ? { supports: (kind: string) => kind === 'preload' } : undefined, onload: null, onerror: null }
          : { src: '', async: false },
      head: {
        appendChild: (e: Script | Preload) => ('rel' in e ? preloads.push(e) : scripts.push(e as Script)),
      },
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
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'addEventListener', 'Date', code)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => tasks.push({ run: f, ms, at: now + ms }),
      PerformanceObserver,
      (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
      { now: () => now },
    )
    return {
      scripts,
      preloads,
      frames,
      observers,
      listeners,
      get tasks() {
        return tasks
      },
      painted: () => observers[0]!.callback([], { disconnect: () => undefined }),
      /** Runs the tasks due by `ms` from now, in order, as the clock moves (one task at a time). */
      wait(ms = 0) {
        const until = now + ms
        for (;;) {
          const due = tasks.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0]
          if (!due) break
          tasks = tasks.filter((t) => t !== due)
          now = Math.max(now, due.at)
          due.run()
        }
        now = until
      },
      /** A key typed now. */
      type: () => listeners.keydown!.forEach((listener) => listener()),
    }
  }
  const ALL = [...HEAD_CHUNKS, BOOTSTRAP].map((name) => ({ src: chunk(name), async: true }))
  const arrive = (preloads: Preload[]) => preloads.forEach((p) => p.onload!())

  it('fetches the scripts after the first paint is on the screen, and runs each as it arrives', () => {
    const page = run('visible')
    expect(page.observers).toHaveLength(1)
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true })
    expect(page.frames).toEqual([])
    // Only the fallback timer is waiting, a long way off.
    expect(page.tasks.map((t) => t.ms)).toEqual([10_000])
    page.painted()
    page.wait()
    expect(page.preloads.map((p) => [p.rel, p.as, p.href])).toEqual(ALL.map((s) => ['preload', 'script', s.src]))
    expect(page.scripts).toEqual([])
    arrive(page.preloads.slice(0, 2))
    // Each in a task of its own.
    expect(page.tasks.filter((t) => t.ms === 0)).toHaveLength(2)
    page.wait()
    expect(page.scripts).toEqual(ALL.slice(0, 2))
    arrive(page.preloads.slice(2))
    page.wait()
    expect(page.scripts).toEqual(ALL)
    // The fallback timer, when it fires, adds nothing more.
    page.wait(10_000)
    expect(page.preloads).toHaveLength(ALL.length)
    expect(page.scripts).toEqual(ALL)
  })

  it('runs no script while the visitor types, and all of them a second after the last key', () => {
    const page = run('visible')
    page.painted()
    page.wait()
    page.type()
    arrive(page.preloads)
    for (let key = 0; key < 20; key++) {
      page.wait(200)
      page.type()
    }
    expect(page.scripts).toEqual([])
    page.wait(999)
    expect(page.scripts).toEqual([])
    page.wait(1)
    expect(page.scripts).toEqual(ALL)
  })

  it('runs a script whose download failed as a script tag would (it fetches it again)', () => {
    const page = run('visible')
    page.painted()
    page.wait()
    page.preloads.forEach((p) => p.onerror!())
    page.wait()
    expect(page.scripts).toEqual(ALL)
  })

  it('appends the scripts themselves where the browser has no preload', () => {
    const page = run('visible', { preload: false })
    page.painted()
    page.wait()
    expect(page.preloads).toEqual([])
    expect(page.scripts).toEqual(ALL)
  })

  it('starts them after 10 s should no paint be reported', () => {
    const page = run('visible')
    page.wait(10_000)
    arrive(page.preloads)
    page.wait()
    expect(page.scripts).toEqual(ALL)
  })

  it('starts them in a task after the next frame where the browser has no paint timing', () => {
    const page = run('visible', { paint: false })
    expect(page.observers).toEqual([])
    page.frames.shift()!()
    expect(page.preloads).toEqual([])
    page.wait()
    arrive(page.preloads)
    page.wait()
    expect(page.scripts).toEqual(ALL)
  })

  it('starts them at once on a hidden page, which paints nothing', () => {
    const page = run('hidden')
    expect(page.frames).toEqual([])
    expect(page.observers).toEqual([])
    page.wait()
    arrive(page.preloads)
    page.wait()
    expect(page.scripts).toEqual(ALL)
  })
})
