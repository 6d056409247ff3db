'use client'

import { useMemo, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent } from 'react'
import { consentText } from '../consent'
import { filterLettersInput, stripSection } from '../sanitize'
import { referralEntryInputs, validateEnquiry, validateReferral } from '../validate'
import { MAX_REFERRALS, PHONE_TYPED_MAX_CHARS } from '../variants/checks'
import { variants } from '../variants'
import type { EnquiryVariant } from '../variants'
import { fingerprintOf, newSubmissionId, postEnquiry, withCampaignSource } from './browser'
import { EnquiryFormFrame, type EnquiryFormPageProps } from './EnquiryFormFrame'
import { ReferralList, type ReferralRow as Row } from './ReferralList'
import { VariantConsent } from './VariantConsent'
import { secondaryButtonClass, TextField, VisitorNameField, VisitorPhoneField } from './parts'
import { readForm } from './read-form'
import { useVariantForm } from './useVariantForm'

export type ReferralFormProps = EnquiryFormPageProps & {
  firmName: string
  privacyPolicyHref?: string
}

/**
 * The referral landing (spec §4, §5): the visitor's own name and phone, the terms, and a list of
 * people they refer, with add, edit (the row loads into the inputs and the button reads EDITAR)
 * and delete. On submit every referred person is posted on their own and all must succeed before
 * the referral thank-you page.
 */
export function ReferralForm(props: ReferralFormProps) {
  const { variant, t, tone, initial, runtime, common, frame, phoneFilter } = useVariantForm('referral-es', props, {
    campaignSource: true,
    outbox: true,
  })
  const entryVariant: EnquiryVariant = variants['referral-entry-es']
  const nextKey = useRef(1)
  // Each referred person keeps their submission id across retries, so a retry after a partial
  // failure does not store the ones that already went through twice.
  const idsByRow = useRef(new Map<string, string>())
  // The boxes are uncontrolled (the DOM keeps what is typed, whenever the code arrives); the list
  // is the form's own state, drawn only once it is live.
  const [rows, setRows] = useState<Row[]>([])
  const [editing, setEditing] = useState<number | null>(null)
  const consent = useMemo(() => consentText(variant.locale, props.firmName), [variant.locale, props.firmName])
  const { hydrated, invalid, showError, clearError, formRef } = runtime

  const addBox = (name: 'referido_nombre' | 'referido_telefono') =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  function setAddBoxes(name: string, phone: string) {
    const [nameBox, phoneBox] = [addBox('referido_nombre'), addBox('referido_telefono')]
    if (nameBox) nameBox.value = name
    if (phoneBox) phoneBox.value = phone
  }

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
    const result = validateReferral(variant, {
      nombre: addBox('referido_nombre')?.value ?? '',
      telefono: addBox('referido_telefono')?.value ?? '',
    })
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
    setAddBoxes('', '')
    setEditing(null)
  }

  function edit(row: Row) {
    setAddBoxes(row.nombre, row.telefono)
    setEditing(row.key)
    formRef.current?.querySelector<HTMLInputElement>('[name="referido_nombre"]')?.focus()
  }

  function remove(row: Row) {
    // The pressed button is about to leave the page; focus would fall back to <body>, out of the
    // form (the floating call buttons then come back over the list on a phone). The list keeps it.
    formRef.current?.querySelector<HTMLElement>('[data-referral-list]')?.focus()
    setRows((current) => current.filter((existing) => existing.key !== row.key))
    if (editing === row.key) {
      setEditing(null)
      setAddBoxes('', '')
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
    const { values, checkbox } = readForm(event.currentTarget)
    if (!runtime.start()) return
    const result = validateEnquiry(variant, {
      nombre: values.nombre,
      phone: values.phone,
      checkbox,
      referidos: rows.map(({ nombre: n, telefono }) => ({ nombre: n, telefono })),
      seccion: variant.section,
    })
    if (!result.ok) {
      showError(result.messageKey, result.field)
      return
    }
    const { source, token, reached } = await runtime.prepare()
    const lead = { ...result.value, section: stripSection(withCampaignSource(result.value.section, source)) }
    if (token === null && reached) {
      showError('errors.network')
      return
    }
    // Every referred person is posted on their own; all must succeed before the thank-you page.
    const posts = referralEntryInputs(lead).map((entry) =>
      runtime.compose(entry, {
        variant: entryVariant,
        token: token ?? '',
        consentText: consent.text,
        submissionId: idFor(entry),
      }),
    )
    for (const [index, post] of posts.entries()) {
      // No connection (for the token or this post): this one and the rest wait in the outbox together.
      const outcome = token === null ? ({ kind: 'unreachable' } as const) : await postEnquiry(post.endpoint, post.fields)
      if (outcome.kind === 'rejected') {
        // The server's field names the referred person's box, not the visitor's own.
        showError(outcome.messageKey, outcome.field ? 'referidos' : undefined)
        return
      }
      if (outcome.kind !== 'success') {
        runtime.conclude(outcome, variant, posts.slice(index))
        return
      }
    }
    runtime.conclude({ kind: 'success' }, variant)
  }

  const messageKeys = [...variant.checks.map((c) => c.messageKey), 'errors.referralName', 'errors.referralPhone'] as const

  return (
    <EnquiryFormFrame
      {...frame}
      onSubmit={(event) => void onSubmit(event)}
      section={variant.section}
      consentText={consent.text}
      noScriptMessageKeys={messageKeys}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className={`mb-2 text-lg font-bold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
          {t('referrals.intro')}
        </legend>
        <VisitorNameField {...common} invalid={invalid('nombre')} defaultValue={initial.nombre} />
        <VisitorPhoneField
          {...common}
          invalid={invalid('phone')}
          defaultValue={initial.phone}
          maxDigits={variant.phoneMaxDigits}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className={`mb-2 text-lg font-bold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
          {t('referrals.listTitle')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            {...common}
            name="referido_nombre"
            label={t('referrals.name')}
            invalid={invalid('referido_nombre') || invalid('referidos')}
            defaultValue={initial.referido_nombre}
            filter={filterLettersInput}
            onKeyDown={onAddKeyDown}
            autoComplete="off"
            maxLength={120}
          />
          <TextField
            {...common}
            name="referido_telefono"
            label={t('referrals.phone')}
            invalid={invalid('referido_telefono')}
            defaultValue={initial.referido_telefono}
            filter={phoneFilter}
            onKeyDown={onAddKeyDown}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PHONE_TYPED_MAX_CHARS}
          />
          {/* Without JavaScript the boxes above post one referral with the form; nothing to add. */}
          {hydrated && (
            <button type="button" onClick={addOrReplace} className={secondaryButtonClass}>
              {editing === null ? t('referrals.add') : t('referrals.edit')}
            </button>
          )}
        </div>

        {hydrated && <ReferralList rows={rows} editing={editing} onEdit={edit} onRemove={remove} />}
      </fieldset>

      <VariantConsent {...frame} consent={consent} privacyPolicyHref={props.privacyPolicyHref} />
    </EnquiryFormFrame>
  )
}
