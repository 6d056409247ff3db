// @vitest-environment happy-dom
/**
 * The call taps' path in a DOM: the layout's inline script text as served, then the page's code
 * taking its queue over. The browser test (tests/e2e/before-the-code.spec.ts) does the same
 * against the built site on a slowed phone.
 */
import { afterEach, expect, it, vi } from 'vitest'
import { trackCallScript, CALL_QUEUE } from './track-call-script'
import { trackCalls } from './track-call'

afterEach(() => {
  vi.unstubAllGlobals()
  delete (window as unknown as Record<string, unknown>)[CALL_QUEUE]
})

it('taps before the code arrives are queued and sent once it runs, later taps as they come, each once', async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="">'
  document.body.innerHTML =
    '<a href="tel:+19155550142" data-track-call="+19155550142"><span>CALL NOW</span></a><a href="tel:+19155550100">other line</a>'
  const posts: Array<{ token: string | null; body: unknown }> = []
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/csrf-token') return new Response(JSON.stringify({ token: 'TOKEN-1' }))
    posts.push({ token: new Headers(init?.headers).get('x-csrf-token'), body: JSON.parse(init?.body as string) })
    return new Response(JSON.stringify({ status: 'success' }))
  })
  vi.stubGlobal('fetch', fetch)
  // The inline <head> script, as the layout serves it.
  new Function(trackCallScript)()
  const [tracked, untracked] = [...document.querySelectorAll('a')]
  const tap = (element: Element) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    element.dispatchEvent(click)
    return click.defaultPrevented
  }

  expect(tap(tracked!.querySelector('span')!), 'the tel: link goes ahead').toBe(false)
  tap(untracked!)
  expect(fetch).not.toHaveBeenCalled()

  trackCalls()
  await vi.waitFor(() => expect(posts).toHaveLength(1))
  expect(tap(tracked!)).toBe(false)
  await vi.waitFor(() => expect(posts).toHaveLength(2))
  expect(posts).toEqual([
    { token: 'TOKEN-1', body: expect.objectContaining({ number: '+19155550142' }) },
    { token: 'TOKEN-1', body: expect.objectContaining({ number: '+19155550142' }) },
  ])
  // The token was asked for once and kept in the page's meta.
  expect(fetch.mock.calls.filter(([url]) => url === '/csrf-token')).toHaveLength(1)
  expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content).toBe('TOKEN-1')
})
