'use client'

import type { FormEvent, ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { transportFields } from '../contract'
import type { DraftValues } from '../contract'
import type { EnquiryVariant, ErrorMessageKey } from '../variants/types'
import { buttonClass, ErrorRegion, Honeypot, HiddenFields, LoadingOverlay, NoScriptMessages } from './parts'
import type { Tone } from './parts'
import type { EnquiryRuntime } from './useEnquiryRuntime'

/** What a page may pass any enquiry form, besides what the form itself needs. */
export type EnquiryFormPageProps = {
  /** Only for the no-JavaScript post; with JavaScript a fresh token is fetched on every submit. */
  csrfToken?: string
  /** id of the <form>, also the anchor a no-JavaScript answer returns to. Unique on the page. */
  formId?: string
  tone?: Tone
  submitLabel?: string
  /** A page rendered per request can pass the no-JavaScript answer (the wire contract, docs/ARCHITECTURE.md) in. */
  initialError?: { messageKey: ErrorMessageKey; field?: string }
  initialValues?: DraftValues
  className?: string
}

export type EnquiryFormFrameProps = {
  runtime: EnquiryRuntime
  variant: Pick<EnquiryVariant, 'id' | 'locale' | 'endpoint'>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The `seccion` a post without JavaScript sends (with it, the script sends its own). */
  section: string
  /** The form's page props (token, label, class, tone). */
  page: EnquiryFormPageProps
  /** The consent wording posted along; left out for forms that have none in their contract. */
  consentText?: string
  /** The messages a no-JavaScript answer may name, drawn ahead for it (parts.tsx NoScriptMessages). */
  noScriptMessageKeys: readonly ErrorMessageKey[]
  /** The staff form's no-JavaScript success line. */
  noScriptSentMessage?: string
  /** Shown between the error and the button (the staff form's success line). */
  status?: ReactNode
  /** Any change in the form's boxes (the staff form takes its success line down). */
  onChange?: () => void
  children: ReactNode
}

/**
 * The frame every enquiry form is drawn in: a plain HTML form that posts without JavaScript, the
 * hidden transport fields, the honeypot, the error region, the submit button and the loading
 * overlay. The form's own controls go in `children`; the runtime does the rest.
 */
export function EnquiryFormFrame({ runtime: { formRef, ...runtime }, ...props }: EnquiryFormFrameProps) {
  const t = useTranslations('enquiry')
  const { variant, page } = props
  const tone = page.tone ?? 'light'
  return (
    <>
      <form
        id={runtime.formId}
        ref={formRef}
        method="post"
        action={variant.endpoint}
        noValidate
        onSubmit={props.onSubmit}
        onFocus={runtime.warmCampaignSource}
        onChange={props.onChange}
        aria-busy={runtime.busy}
        className={`relative flex flex-col gap-4 ${page.className ?? ''}`}
      >
        <HiddenFields
          fields={{
            [transportFields.variant]: variant.id,
            [transportFields.formId]: runtime.formId,
            [transportFields.locale]: variant.locale,
            seccion: props.section,
            _token: page.csrfToken ?? '',
            ...(props.consentText === undefined ? {} : { [transportFields.consentText]: props.consentText }),
          }}
        />
        <Honeypot formId={runtime.formId} />
        {!runtime.hydrated && (
          <NoScriptMessages
            formId={runtime.formId}
            messageKeys={props.noScriptMessageKeys}
            {...(props.noScriptSentMessage === undefined ? {} : { sentMessage: props.noScriptSentMessage })}
          />
        )}

        {props.children}

        <ErrorRegion id={runtime.errorId} messageKey={runtime.error?.messageKey ?? null} tone={tone} />
        {/* Always in a form that can keep its enquiry (empty until then), so the news that it was
            kept is announced; the staff form has no outbox and its own status. */}
        {runtime.outbox && (
          <p
            role="status"
            className={
              runtime.saved
                ? 'rounded-md border-2 border-teal bg-white px-3 py-2 text-base font-semibold text-navy'
                : 'm-0 h-0 p-0'
            }
          >
            {runtime.saved ? t('outbox.saved') : ''}
          </p>
        )}
        {props.status}

        <button type="submit" className={`${buttonClass} w-full`} disabled={runtime.busy}>
          {page.submitLabel ?? t('submit')}
        </button>
      </form>
      <LoadingOverlay visible={runtime.busy} />
    </>
  )
}
