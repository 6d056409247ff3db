'use client'
import { Activity, use, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { messagesTimeZone, type Locale } from '@/i18n/locales'
import { CLIENT_NAVIGATION_EVENT } from '@/lib/client-navigation'
import type { Messages } from '@/messages'
import type { EnquiryFormProps } from './EnquiryForm'
import type { ReferralFormProps } from './ReferralForm'
import { FORM_PENDING } from './typing-shield'

/**
 * The form's words (`messages[locale].enquiry`, the same object for every form of a page, so the
 * page's payload holds it once) reach the form through its own message provider, which comes
 * with the form's code: the first download of a page has no message runtime.
 */
type Shared = { locale: Locale; messages: Messages['enquiry'] }
type Props = Shared & ({ form: 'enquiry'; props: EnquiryFormProps } | { form: 'referral'; props: ReferralFormProps })
type Code = {
  MessagesProvider: typeof import('next-intl').NextIntlClientProvider
  Form: typeof import('./EnquiryForm').EnquiryForm | typeof import('./ReferralForm').ReferralForm
}

/** A promise React's `use` reads at once when it has already settled (no suspension then). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const watched: Tracked<T> = promise
  void promise.then((value) => Object.assign(watched, { status: 'fulfilled', value }))
  return watched
}

const importers = {
  enquiry: () => import('./EnquiryForm').then((m) => m.EnquiryForm),
  referral: () => import('./ReferralForm').then((m) => m.ReferralForm),
} as const
const loaded: Partial<Record<Props['form'], Tracked<Code>>> = {}
/** One download per kind of form, whichever form of the page asks first. */
function loadCode(form: Props['form']): Tracked<Code> {
  loaded[form] ??= tracked(
    Promise.all([import('next-intl'), importers[form]()]).then(([intl, Form]) => ({
      MessagesProvider: intl.NextIntlClientProvider,
      Form,
    })),
  )
  return loaded[form]
}

// The server draws every form at once, so the HTML holds the whole form, which works without
// JavaScript (its code is in memory there: loaded when this module is, settled before any page
// renders). Next replaces `typeof window` by a constant in each build, so the browser's copy of
// this module loads nothing until a visitor starts on a form.
if (typeof window === 'undefined') {
  void loadCode('enquiry')
  void loadCode('referral')
}

/**
 * A page form whose code (fields, checks, the post: ~20 KB gzip) is not part of the page's first
 * download, and which nothing can make lose what the visitor typed.
 *
 * The form sits in its own hydration boundary (`<Activity>`). The server renders it in full, in
 * place (a `<Suspense>` boundary would not do: React streams a big one out of place, in a hidden
 * `<div>` only a script reveals, so the form would be blank without JavaScript). In the browser
 * the boundary stays dehydrated until the form's code is here: React leaves the server's nodes
 * alone, the visitor types, ticks and chooses in them, and a post sent meanwhile is a plain
 * no-JavaScript post. Then React hydrates those same nodes: it adopts them, never replaces them,
 * and the fields are uncontrolled, so what the DOM holds (text, ticks, choice, caret, focus) is
 * what the live form has. The code is asked for when the visitor starts on the form (focus,
 * touch, typing), so a page's download does not grow with a form nobody uses.
 */
export function DeferredForm(deferred: Props) {
  const box = useRef<HTMLDivElement>(null)
  // false while this form hydrates from the server's HTML; true when the browser draws it (after a
  // client-side navigation: there is no server form to type into, so its code is needed now).
  const drawnByBrowser = useHydrated()
  // Resolved with the form's code when it is wanted. Kept in state, outside the boundary, so it
  // outlives the boundary's suspended renders; on the server (and once the code is here) it is
  // the settled code itself, read without suspending.
  const [wanted] = useState(() => {
    const ready = loaded[deferred.form] ?? (drawnByBrowser ? loadCode(deferred.form) : undefined)
    if (ready) return { code: ready, want: () => {} }
    let want = () => {}
    const code = new Promise<Code>((resolve) => (want = () => void loadCode(deferred.form).then(resolve)))
    return { code, want }
  })
  // What each message box held after the visitor's last keystroke: React, hydrating a <textarea>
  // whose server HTML holds text (a refused post's draft), writes that text back over the value.
  const typedText = useRef(new Map<HTMLTextAreaElement, string>())
  // Drawn once: a dehydrated boundary that gets new props is rendered afresh by React, which would
  // throw the server's nodes (and what was typed in them) away. Nothing in it changes anyway.
  const [boundary] = useState(() => (
    <Activity mode="visible">
      <LiveForm
        code={wanted.code}
        deferred={deferred}
        onLive={() => {
          restoreTypedText(typedText.current)
          // React hears typing in this form from now on (typing-shield.ts).
          box.current?.removeAttribute(FORM_PENDING)
        }}
      />
    </Activity>
  ))

  useEffect(() => {
    const element = box.current
    if (!element) return
    const { want } = wanted
    const typed = typedText.current
    // Typed into before the page's own code ran (a slow phone): keep what the boxes hold now, as
    // later keystrokes are kept below.
    for (const area of element.querySelectorAll('textarea')) {
      if (area.value !== area.defaultValue) typed.set(area, area.value)
    }
    const active = document.activeElement
    // Focused (maybe typed into) before the page's own code ran: the code is needed now. Asked for
    // in a task of its own: this effect runs with every other effect of the page's hydration, in one
    // task, and starting the downloads took a slowed phone ~45 ms.
    if (active && element.contains(active)) setTimeout(want)
    // On the window, in the capture phase: React stops the propagation of events aimed at a
    // boundary it has not hydrated yet (to replay them once it has), so listeners on the box
    // itself would never hear them.
    const events = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input', 'change'] as const
    const onEvent = (event: Event) => {
      const { target } = event
      if (!(target instanceof Node) || !element.contains(target)) return
      if (target instanceof HTMLTextAreaElement) typed.set(target, target.value)
      want()
    }
    for (const name of events) window.addEventListener(name, onEvent, { capture: true, passive: true })
    // A router update (a paged list's pushState, Back, Forward) renders this boundary too and
    // cannot finish before the form's code is here: fetch it (src/lib/client-navigation.ts).
    const navigation = [CLIENT_NAVIGATION_EVENT, 'popstate'] as const
    for (const name of navigation) window.addEventListener(name, want)
    return () => {
      for (const name of events) window.removeEventListener(name, onEvent, { capture: true })
      for (const name of navigation) window.removeEventListener(name, want)
    }
  }, [wanted])

  return (
    <div ref={box} {...{ [FORM_PENDING]: '' }}>
      {boundary}
    </div>
  )
}

/** Puts back what was typed into a message box if hydrating it wrote its server text over it. */
function restoreTypedText(typed: Map<HTMLTextAreaElement, string>) {
  for (const [box, value] of typed) {
    if (box.isConnected && box.value !== value) box.value = value
  }
  typed.clear()
}

function LiveForm({ code, deferred, onLive }: { code: Promise<Code>; deferred: Props; onLive: () => void }) {
  const { MessagesProvider, Form } = use(code)
  // Runs once, in the commit that hydrated the form, before the browser paints.
  useLayoutEffect(() => onLive(), [onLive])
  return (
    <MessagesProvider locale={deferred.locale} messages={{ enquiry: deferred.messages }} timeZone={messagesTimeZone}>
      {/* The table of `form` to component is loadCode's; the props match it. */}
      <Form {...(deferred.props as EnquiryFormProps & ReferralFormProps)} />
    </MessagesProvider>
  )
}
