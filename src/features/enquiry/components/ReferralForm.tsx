'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import { localizedPath } from '@/i18n/routes'
import { consentText } from '../consent'
import { defaultFormId, transportFields } from '../contract'
import type { DraftValues } from '../contract'
import { filterLettersInput, filterPhoneInput, stripSection } from '../sanitize'
import { referralEntryInputs, validateEnquiry, validateReferral } from '../validate'
import { MAX_REFERRALS } from '../variants/checks'
import { variants } from '../variants'
import type { EnquiryVariant, ErrorMessageKey } from '../variants'
import {
  currentPageUrl,
  fetchCsrfToken,
  fingerprintOf,
  navigateTo,
  newSubmissionId,
  postEnquiry,
  withCampaignSource,
} from './browser'
import {
  buttonClass,
  ConsentField,
  controlClass,
  ErrorRegion,
  Honeypot,
  HiddenFields,
  LoadingOverlay,
  NoScriptMessages,
  secondaryButtonClass,
  TextField,
} from './parts'
import type { Tone } from './parts'
import { useEnquiryRuntime } from './useEnquiryRuntime'

export type ReferralFormProps = {
  firmName: string
  csrfToken?: string
  privacyPolicyHref?: string
  formId?: string
  tone?: Tone
  submitLabel?: string
  initialError?: { messageKey: ErrorMessageKey; field?: string }
  initialValues?: DraftValues
  className?: string
}

type Row = { key: number; nombre: string; telefono: string }

/**
 * The referral landing (spec §4, §5): the visitor's own name and phone, the terms, and a list of
 * people they refer, with add, edit (the row loads into the inputs and the button reads EDITAR)
 * and delete. On submit every referred person is posted on their own and all must succeed before
 * the referral thank-you page.
 */
export function ReferralForm(props: ReferralFormProps) {
  const variant: EnquiryVariant = variants['referral-es']
  const entryVariant: EnquiryVariant = variants['referral-entry-es']
  const t = useTranslations('enquiry')
  const tone = props.tone ?? 'light'
  const formId = props.formId ?? defaultFormId(variant.id)
  const errorId = `${formId}-error`
  const formRef = useRef<HTMLFormElement>(null)
  const startedAt = useRef(0)
  const nextKey = useRef(1)
  // Each referred person keeps their submission id across retries, so a retry after a partial
  // failure does not store the ones that already went through twice.
  const idsByRow = useRef(new Map<string, string>())
  const [nombre, setNombre] = useState(props.initialValues?.nombre ?? '')
  const [phone, setPhone] = useState(props.initialValues?.phone ?? '')
  const [checked, setChecked] = useState(false)
  const [rows, setRows] = useState<Row[]>([])
  const [addName, setAddName] = useState(props.initialValues?.referido_nombre ?? '')
  const [addPhone, setAddPhone] = useState(props.initialValues?.referido_telefono ?? '')
  const [editing, setEditing] = useState<number | null>(null)
  const consent = useMemo(() => consentText(variant.locale, props.firmName), [variant.locale, props.firmName])

  const runtime = useEnquiryRuntime({
    formId,
    formRef,
    campaignSource: true,
    initialError: props.initialError,
    onRestore: (draft) => {
      if (draft.nombre) setNombre(draft.nombre)
      if (draft.phone) setPhone(draft.phone)
      if (draft.referido_nombre) setAddName(draft.referido_nombre)
      if (draft.referido_telefono) setAddPhone(draft.referido_telefono)
    },
  })
  const { hydrated, busy, error, showError, clearError } = runtime
  const invalid = (field: string) => error?.field === field

  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  function idFor(fields: Record<string, string>): string {
    const fingerprint = fingerprintOf(fields)
    let id = idsByRow.current.get(fingerprint)
    if (!id) {
      id = newSubmissionId()
      idsByRow.current.set(fingerprint, id)
    }
    return id
  }

  function addOrReplace() {
    const result = validateReferral(variant, { nombre: addName, telefono: addPhone })
    if (!result.ok) {
      showError(result.messageKey, result.field)
      return
    }
    if (editing === null && rows.length >= MAX_REFERRALS) {
      showError('errors.tooManyReferrals', 'referido_nombre')
      return
    }
    clearError()
    const row = { nombre: result.value.name, telefono: result.value.phone }
    setRows((current) =>
      editing === null
        ? [...current, { key: nextKey.current++, ...row }]
        : current.map((existing) => (existing.key === editing ? { ...existing, ...row } : existing)),
    )
    setAddName('')
    setAddPhone('')
    setEditing(null)
  }

  function edit(row: Row) {
    setAddName(row.nombre)
    setAddPhone(row.telefono)
    setEditing(row.key)
    formRef.current?.querySelector<HTMLInputElement>('[name="referido_nombre"]')?.focus()
  }

  function remove(row: Row) {
    setRows((current) => current.filter((existing) => existing.key !== row.key))
    if (editing === row.key) {
      setEditing(null)
      setAddName('')
      setAddPhone('')
    }
  }

  // Enter in the referral boxes adds the row instead of sending the whole form.
  function onAddKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    addOrReplace()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!runtime.start()) return
    clearError()
    const result = validateEnquiry(variant, {
      nombre,
      phone,
      checkbox: checked,
      referidos: rows.map(({ nombre: n, telefono }) => ({ nombre: n, telefono })),
      seccion: variant.section,
    })
    if (!result.ok) {
      showError(result.messageKey, result.field)
      return
    }
    const [source, token] = await Promise.all([runtime.campaignSourceNow(), fetchCsrfToken()])
    const lead = { ...result.value, section: stripSection(withCampaignSource(result.value.section, source)) }
    if (token === null) {
      showError('errors.network')
      return
    }
    const honeypot = formRef.current?.querySelector<HTMLInputElement>(`[name="${transportFields.honeypot}"]`)
    for (const entry of referralEntryInputs(lead)) {
      const outcome = await postEnquiry(entryVariant.endpoint, {
        ...entry,
        fecha_hora: new Date().toISOString(),
        _token: token,
        [transportFields.variant]: entryVariant.id,
        [transportFields.formId]: formId,
        [transportFields.submissionId]: idFor(entry),
        [transportFields.startedAt]: String(startedAt.current),
        [transportFields.pageUrl]: currentPageUrl(),
        [transportFields.consentText]: consent.text,
        [transportFields.locale]: variant.locale,
        [transportFields.honeypot]: honeypot?.value ?? '',
      })
      if (outcome.kind === 'rejected') {
        // The server's field names the referred person's box, not the visitor's own.
        showError(outcome.messageKey, outcome.field ? 'referidos' : undefined)
        return
      }
      if (outcome.kind !== 'success') {
        showError('errors.network')
        return
      }
    }
    if (variant.thankYou) navigateTo(localizedPath(variant.thankYou, variant.locale))
    else runtime.finish()
  }

  const messageKeys = [...variant.checks.map((c) => c.messageKey), 'errors.referralName', 'errors.referralPhone'] as const

  return (
    <>
      <form
        id={formId}
        ref={formRef}
        method="post"
        action={variant.endpoint}
        noValidate
        onSubmit={onSubmit}
        onFocus={runtime.warmCampaignSource}
        aria-busy={busy}
        className={`relative flex flex-col gap-4 ${props.className ?? ''}`}
      >
        <HiddenFields
          fields={{
            [transportFields.variant]: variant.id,
            [transportFields.formId]: formId,
            [transportFields.locale]: variant.locale,
            seccion: variant.section,
            _token: props.csrfToken ?? '',
            [transportFields.consentText]: consent.text,
          }}
        />
        <Honeypot formId={formId} />
        {!hydrated && <NoScriptMessages formId={formId} messageKeys={messageKeys} />}

        <fieldset className="flex flex-col gap-4">
          <legend className={`mb-2 text-lg font-bold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>{t('referrals.intro')}</legend>
          <TextField
            formId={formId}
            name="nombre"
            label={t('fields.name')}
            tone={tone}
            invalid={invalid('nombre')}
            errorId={errorId}
            value={nombre}
            onChange={setNombre}
            autoComplete="name"
            placeholder={t('placeholders.name')}
            maxLength={120}
            required
          />
          <TextField
            formId={formId}
            name="phone"
            label={t('fields.phone')}
            tone={tone}
            invalid={invalid('phone')}
            errorId={errorId}
            value={phone}
            onChange={(typed) => setPhone(filterPhoneInput(typed, variant.phoneMaxDigits))}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('placeholders.phone')}
            maxLength={variant.phoneMaxDigits + 8}
            required
          />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className={`mb-2 text-lg font-bold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>{t('referrals.listTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div>
              <label htmlFor={`${formId}-referido_nombre`} className={`mb-1 block text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
                {t('referrals.name')}
              </label>
              <input
                id={`${formId}-referido_nombre`}
                name="referido_nombre"
                type="text"
                autoComplete="off"
                value={addName}
                onChange={(e) => setAddName(filterLettersInput(e.target.value))}
                onKeyDown={onAddKeyDown}
                maxLength={120}
                aria-invalid={invalid('referido_nombre') || invalid('referidos') || undefined}
                aria-describedby={invalid('referido_nombre') || invalid('referidos') ? errorId : undefined}
                className={controlClass}
              />
            </div>
            <div>
              <label htmlFor={`${formId}-referido_telefono`} className={`mb-1 block text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
                {t('referrals.phone')}
              </label>
              <input
                id={`${formId}-referido_telefono`}
                name="referido_telefono"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                value={addPhone}
                onChange={(e) => setAddPhone(filterPhoneInput(e.target.value, variant.phoneMaxDigits))}
                onKeyDown={onAddKeyDown}
                maxLength={variant.phoneMaxDigits + 8}
                aria-invalid={invalid('referido_telefono') || undefined}
                aria-describedby={invalid('referido_telefono') ? errorId : undefined}
                className={controlClass}
              />
            </div>
            {/* Without JavaScript the boxes above post one referral with the form; nothing to add. */}
            {hydrated && (
              <button type="button" onClick={addOrReplace} className={secondaryButtonClass}>
                {editing === null ? t('referrals.add') : t('referrals.edit')}
              </button>
            )}
          </div>

          {hydrated && (
            <div
              className="max-h-[200px] overflow-y-auto rounded-md border border-slate-300 bg-white"
              role="region"
              aria-label={t('referrals.listTitle')}
              tabIndex={0}
            >
              {rows.length === 0 ? (
                <p className="px-3 py-3 text-base text-slate-600">{t('referrals.empty')}</p>
              ) : (
                <table className="w-full border-collapse text-left text-base text-ink">
                  <thead className="sticky top-0 bg-cream">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">{t('referrals.colName')}</th>
                      <th scope="col" className="px-3 py-2 font-semibold">{t('referrals.colPhone')}</th>
                      <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">{t('referrals.colActions')}</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.key} className={`border-t border-slate-200 ${editing === row.key ? 'bg-gold/10' : ''}`}>
                        <td className="px-3 py-1 break-words">{row.nombre}</td>
                        <td className="px-3 py-1">{row.telefono}</td>
                        <td className="px-2 py-1">
                          <div className="flex flex-wrap justify-end gap-1">
                          <button
                            type="button"
                            onClick={() => edit(row)}
                            className="min-h-11 rounded-md px-3 font-semibold text-teal underline"
                            aria-label={`${t('referrals.editRow')} ${row.nombre}`}
                          >
                            {t('referrals.editRow')}
                          </button>
                          <button
                            type="button"
                            onClick={() => remove(row)}
                            className="min-h-11 rounded-md px-3 font-semibold text-red-700 underline"
                            aria-label={`${t('referrals.delete')} ${row.nombre}`}
                          >
                            {t('referrals.delete')}
                          </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          )}
        </fieldset>

        {variant.consent && (
          <ConsentField
            formId={formId}
            tone={tone}
            consent={consent}
            excerptLength={variant.consent.excerptLength}
            toggle={variant.consent.toggle}
            privacyPolicyHref={props.privacyPolicyHref ?? localizedPath('/privacy-policy', variant.locale)}
            checked={checked}
            onChange={setChecked}
            invalid={invalid('checkbox')}
            errorId={errorId}
            required={variant.consent.required}
          />
        )}

        <ErrorRegion id={errorId} messageKey={error?.messageKey ?? null} tone={tone} />

        <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
          {props.submitLabel ?? t('submit')}
        </button>
      </form>
      <LoadingOverlay visible={busy} />
    </>
  )
}
