'use client'
import { useEffect, useRef, useState } from 'react'
import { messagesTimeZone, type Locale } from '@/i18n/locales'
import type { Messages } from '@/messages'
import { whenNearAfterLoad } from '@/lib/near-after-load'
import { draftFields, type DraftValues } from '../draft-fields'
import type { EnquiryFormProps } from './EnquiryForm'
import type { ReferralFormProps } from './ReferralForm'

/**
 * The form's words (`messages[locale].enquiry`, the same object for every form of a page, so the
 * page's payload holds it once) reach the form through its own message provider, which comes
 * with the form's code: the first download of a page has no message runtime.
 */
type Shared = { locale: Locale; messages: Messages['enquiry'] }
type Props = Shared & ({ form: 'enquiry'; props: EnquiryFormProps } | { form: 'referral'; props: ReferralFormProps })
type Forms = {
  MessagesProvider: typeof import('next-intl').NextIntlClientProvider
  EnquiryForm: typeof import('./EnquiryForm').EnquiryForm
  ReferralForm: typeof import('./ReferralForm').ReferralForm
}

// The server draws the forms straight away (the browser build drops this require: Next compiles
// `typeof window` to a constant), so the HTML holds the whole form, which works without JavaScript.
/* eslint-disable @typescript-eslint/no-require-imports -- a require the browser build drops (above) */
const serverForms: Forms | null =
  typeof window === 'undefined'
    ? {
        MessagesProvider: (require('next-intl') as typeof import('next-intl')).NextIntlClientProvider,
        EnquiryForm: (require('./EnquiryForm') as typeof import('./EnquiryForm')).EnquiryForm,
        ReferralForm: (require('./ReferralForm') as typeof import('./ReferralForm')).ReferralForm,
      }
    : null
/* eslint-enable @typescript-eslint/no-require-imports */

let loading: Promise<Forms> | null = null
function loadForms(): Promise<Forms> {
  loading ??= Promise.all([import('next-intl'), import('./EnquiryForm'), import('./ReferralForm')]).then(([intl, e, r]) => ({
    MessagesProvider: intl.NextIntlClientProvider,
    EnquiryForm: e.EnquiryForm,
    ReferralForm: r.ReferralForm,
  }))
  return loading
}

/**
 * A page form whose code (fields, checks, the post: ~20 KB gzip) is not part of the page's first
 * download. The browser keeps the server's HTML of the form untouched (not hydrated; a post sent
 * meanwhile is the no-JavaScript post) and loads the code when the form comes near the viewport
 * or is focused or touched; the live form then takes the static one's place, with what was typed,
 * the consent box and the focus carried over. Not `React.lazy`: its `<Suspense>` would make React stream a
 * form-sized boundary hidden, blank without JavaScript.
 */
export function DeferredForm(deferred: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{ forms: Forms; values: DraftValues; consent: boolean; focus: string | null } | null>(null)
  // The page showed the form when it hydrated, not when the form's own code arrived.
  const [shownAt] = useState(() => (typeof window === 'undefined' ? undefined : Date.now()))

  useEffect(() => {
    const element = box.current
    if (!element || live) return
    let cancelled = false
    let opened = false
    const open = () => {
      if (opened) return
      opened = true
      void loadForms().then((forms) => {
        if (cancelled) return
        const form = element.querySelector('form')
        const data = form ? new FormData(form) : null
        const values: DraftValues = {}
        // What a draft may hold is what is carried over (names a form lacks are simply absent).
        for (const name of draftFields) {
          const value = data?.get(name)
          if (typeof value === 'string' && value !== '') values[name] = value
        }
        const active = document.activeElement
        const focus = active instanceof HTMLElement && element.contains(active) ? active.getAttribute('name') : null
        setLive({ forms, values, consent: data?.has('checkbox') ?? false, focus })
      })
    }
    const events = ['focusin', 'pointerdown', 'touchstart'] as const
    for (const name of events) element.addEventListener(name, open, { once: true, passive: true })
    // A form merely in view waits for the page's load event: on /contacto and the ad landings the
    // form is on the first screen, and its code would otherwise compete with the page's own
    // download and first paint on a slow phone. A visitor who touches it first gets it at once;
    // until then the server's form works as a plain post.
    const stopWatching = whenNearAfterLoad(element, open)
    return () => {
      cancelled = true
      stopWatching()
      for (const name of events) element.removeEventListener(name, open)
    }
  }, [live])

  useEffect(() => {
    if (!live?.focus) return
    box.current?.querySelector<HTMLElement>(`[name="${CSS.escape(live.focus)}"]`)?.focus()
  }, [live])

  const forms = live?.forms ?? serverForms
  if (!forms) {
    // Hydration leaves the server's HTML inside as it is; nothing in it is React's yet.
    return <div key="static" ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  }
  const extra = {
    shownAt,
    initialConsent: live?.consent,
    initialValues: live ? { ...deferred.props.initialValues, ...live.values } : deferred.props.initialValues,
  }
  return (
    <div key={live ? 'live' : 'static'} ref={box}>
      <forms.MessagesProvider locale={deferred.locale} messages={{ enquiry: deferred.messages }} timeZone={messagesTimeZone}>
        {deferred.form === 'referral' ? (
          <forms.ReferralForm {...deferred.props} {...extra} />
        ) : (
          <forms.EnquiryForm {...deferred.props} {...extra} />
        )}
      </forms.MessagesProvider>
    </div>
  )
}
