import { afterEach, describe, expect, it, vi } from 'vitest'
import { FORM_PENDING, shieldTyping } from '../../src/features/leads/enquiry/components/typing-shield'

/**
 * The typing shield (typing-shield.ts): what it stops at the window while a form is not live yet,
 * and what it lets through to React. A fake window and elements: the rule is the unit here; the
 * browser's side (nothing typed is lost) is tests/e2e/forms-typing.spec.ts.
 */
class FakeElement {
  constructor(
    private readonly inside: string[],
    readonly tag = 'input',
  ) {}
  closest(selector: string) {
    const wanted = selector === 'button' ? 'button' : selector.slice(1, -1)
    return this.inside.includes(wanted) || this.tag === wanted ? this : null
  }
}

function shielded() {
  const listeners = new Map<string, (event: Event) => void>()
  vi.stubGlobal('Element', FakeElement)
  vi.stubGlobal('addEventListener', (type: string, listener: (event: Event) => void, options: AddEventListenerOptions) => {
    expect(options).toEqual({ capture: true, passive: true })
    listeners.set(type, listener)
  })
  shieldTyping()
  /** Whether an event of `type` on `target` went on past the window. */
  return (type: string, target: FakeElement, key?: string) => {
    const stopPropagation = vi.fn()
    listeners.get(type)!({ type, target, key, stopPropagation } as unknown as Event)
    return stopPropagation.mock.calls.length === 0
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the typing shield', () => {
  const pendingField = new FakeElement([FORM_PENDING])

  it('keeps typing and tapping into a form that is not live yet from React', () => {
    const passes = shielded()
    for (const type of ['keydown', 'keypress', 'keyup', 'input', 'change', 'touchstart', 'pointerdown', 'mousedown', 'click']) {
      expect(passes(type, pendingField, 'a'), type).toBe(false)
    }
  })

  it('lets Enter and buttons through: the live form must hear a send', () => {
    const passes = shielded()
    expect(passes('keydown', pendingField, 'Enter')).toBe(true)
    expect(passes('click', new FakeElement([FORM_PENDING], 'button'))).toBe(true)
  })

  it('lets everything through outside a pending form (a live form no longer carries the mark)', () => {
    const passes = shielded()
    expect(passes('keydown', new FakeElement([]), 'a')).toBe(true)
    expect(passes('click', new FakeElement(['main']))).toBe(true)
  })
})
