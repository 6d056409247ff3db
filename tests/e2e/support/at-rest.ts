import type { Page } from '@playwright/test'

/**
 * Waits until the page has come to rest after a scroll or a focus: no scrolling under way (the
 * page scrolls smoothly, globals.css: scrollY the same over two frames) and no CSS transition
 * running (the sticky header's scrolled state, 300 ms, moves everything under it; a section's
 * reveal, 0.6 s, moves its controls), then two more frames, so that what checks once a frame after
 * a scroll or at a transition's end (the floating guard, floating-guard.ts) has looked again.
 * What a test then reads is where things stay, not a frame of their way there; a sleep of a fixed
 * length was too short on a loaded machine. Bounded: a slider's autoplay keeps starting transitions.
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()))
    for (let round = 0; round < 20; round++) {
      const y = scrollY
      await frame()
      await frame()
      // getAnimations() brings styles up to date first, so a transition just set off is in the list.
      const moving = document.getAnimations().filter((a) => 'transitionProperty' in a && a.playState === 'running')
      if (y === scrollY && moving.length === 0) break
      const over = Promise.all(moving.map((a) => a.finished.catch(() => null)))
      await Promise.race([over, new Promise((done) => setTimeout(done, 1000))])
    }
    await frame()
    await frame()
  })
}
