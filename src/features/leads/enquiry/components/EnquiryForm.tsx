'use client'

import { useMemo } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { sectionLabel } from '../compose'
import { consentText } from '../consent'
import { stripSection } from '../sanitize'
import { situations } from '../situations'
import { postedFields, validateEnquiry } from '../validate'
import type { EnquiryFormVariantId, EnquiryVariant } from '../variants'
import { postEnquiry, withCampaignSource } from './browser'
import { EnquiryFormFrame, type EnquiryFormPageProps } from './EnquiryFormFrame'
import { VariantConsent } from './VariantConsent'
import { CheckboxField, MessageField, RadioGroup, SelectField, TextField, VisitorNameField, VisitorPhoneField } from './parts'
import { safeContactFields } from '../safe-contact'
import { SafeContactGroup } from './SafeContactGroup'
import { readForm } from './read-form'
import { useVariantForm } from './useVariantForm'

export type EnquiryFormProps = EnquiryFormPageProps & {
  variant: EnquiryFormVariantId
  /** From the site settings; named in the consent text. */
  firmName: string
  /** Defaults to the privacy policy page in the variant's language. */
  privacyPolicyHref?: string
  /** A page-specific `seccion` label instead of the variant's (e.g. 'Visa VAWA Español'). */
  section?: string
  /** The video landing's `?seccion=` value, when the page already read it (else read at submit). */
  sectionParam?: string
  /** The safe-contact group starts open (the VAWA, T and U pages); collapsed elsewhere. */
  safeContactOpen?: boolean
}

function sectionParamFromUrl(): string | undefined {
  return new URL(window.location.href).searchParams.get('seccion') ?? undefined
}

/**
 * A public enquiry form, drawn from its variant (variants/): the controls it shows, the order of
 * its checks, its `seccion`, its consent text and its thank-you page. Works as a plain HTML form
 * without JavaScript; with it, follows spec §4 with the fixes of docs/ARCHITECTURE.md, "Decisions that depart from the old site" (the overlay always hides).
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { variant, t, tone, formId, initial, runtime, common, frame } = useVariantForm(props.variant, props, {
    campaignSource: true,
    outbox: true,
  })
  const consent = useMemo(() => consentText(variant.locale, props.firmName), [variant.locale, props.firmName])
  const { invalid, showError } = runtime
  const shows = (field: EnquiryVariant['shown'][number]) => variant.shown.includes(field)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The boxes hold the values (uncontrolled): what the visitor typed, whenever they typed it.
    const { values, checkbox } = readForm(event.currentTarget)
    // Never checked (safe-contact.ts): posted as the form holds it, read by the server alone.
    const safeContact = safeContactFields(new FormData(event.currentTarget))
    if (!runtime.start()) return
    const label = sectionLabel(
      variant,
      props.section,
      props.sectionParam ?? (variant.sectionFromQuery ? sectionParamFromUrl() : undefined),
    )
    const result = validateEnquiry(variant, { ...values, checkbox, seccion: label })
    if (!result.ok) {
      showError(result.messageKey, result.field)
      return
    }
    const { source, token, reached } = await runtime.prepare()
    if (token === null && reached) {
      // A refused token fetch leaves the visitor where a network failure would (a departure from the old site).
      showError('errors.network')
      return
    }
    const lead = { ...result.value, section: stripSection(withCampaignSource(result.value.section, source)) }
    const fields = { ...postedFields(variant, lead), ...safeContact }
    // No token for want of a connection: the enquiry goes to the outbox, which fetches one when it sends.
    const post = runtime.compose(fields, { variant, token: token ?? '', consentText: variant.consent ? consent.text : '' })
    const outcome = token === null ? ({ kind: 'unreachable' } as const) : await postEnquiry(post.endpoint, post.fields)
    runtime.conclude(outcome, variant, [post])
  }

  const situationOptions = situations.map((code) => ({ value: code, label: t(`situations.${code}`) }))
  const noScriptSection = sectionLabel(variant, props.section, props.sectionParam)

  const situationSelect = (
    <SelectField
      {...common}
      name="situacion"
      label={t('fields.situation')}
      invalid={invalid('situacion')}
      defaultValue={initial.situacion}
      placeholder={t('situationPlaceholder')}
      options={situationOptions}
      required={variant.situation === 'required'}
    />
  )
  const paroleNotice = (
    <p
      className={`rounded-md px-3 py-2 text-base font-semibold ${tone === 'dark' ? 'bg-white/10 text-gold' : 'bg-gold/15 text-navy'}`}
    >
      {t('parole.notQualified')}
    </p>
  )

  return (
    <EnquiryFormFrame
      {...frame}
      onSubmit={(event) => void onSubmit(event)}
      section={noScriptSection}
      consentText={variant.consent ? consent.text : ''}
      noScriptMessageKeys={variant.checks.map((c) => c.messageKey)}
    >
      {shows('name') && <VisitorNameField {...common} invalid={invalid('nombre')} defaultValue={initial.nombre} />}
      {shows('email') && variant.kind !== 'parole' && emailField()}
      {shows('phone') && (
        <VisitorPhoneField
          {...common}
          invalid={invalid('phone')}
          defaultValue={initial.phone}
          maxDigits={variant.phoneMaxDigits}
        />
      )}
      {variant.kind === 'parole' && shows('email') && emailField()}
      {shows('married') && (
        <RadioGroup
          {...common}
          name="casado"
          label={t('fields.married')}
          invalid={invalid('casado')}
          defaultValue={initial.casado}
          options={[
            { value: 'yes', label: t('answers.yes') },
            { value: 'no', label: t('answers.no') },
          ]}
        />
      )}
      {shows('stay') && (
        <RadioGroup
          {...common}
          name="estancia"
          label={t('fields.stay')}
          invalid={invalid('estancia')}
          defaultValue={initial.estancia}
          options={[
            { value: 'si', label: t('answers.si') },
            { value: 'no', label: t('answers.no') },
          ]}
        />
      )}
      {shows('situation') && variant.situation === 'required' && situationSelect}
      {shows('situation') && variant.situation === 'whenNotQualified' && (
        <ParoleExtra formId={formId}>
          {paroleNotice}
          {situationSelect}
        </ParoleExtra>
      )}
      {shows('message') && (
        <MessageField
          {...common}
          invalid={invalid('mensaje')}
          defaultValue={initial.mensaje}
          placeholder={t('placeholders.message')}
        />
      )}
      <SafeContactGroup {...common} locale={variant.locale} open={props.safeContactOpen === true} />
      {shows('consent') && <VariantConsent {...frame} consent={consent} privacyPolicyHref={props.privacyPolicyHref} />}
    </EnquiryFormFrame>
  )

  function emailField() {
    return (
      <>
        <TextField
          {...common}
          name="email"
          label={variant.emailRequired ? t('fields.email') : t('fields.emailOptional')}
          invalid={invalid('email')}
          defaultValue={initial.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
          maxLength={254}
          required={variant.emailRequired}
        />
        {/* Off by default: a shared or watched mailbox can be a danger (issue 47). */}
        <CheckboxField {...common} name="confirmacion" label={t('safeContact.confirmation')} />
      </>
    )
  }
}

/**
 * The parole notice and situation choice, shown by CSS when either answer is "no"
 * (paroleNeedsSituation, which the check uses too), with or without JavaScript: the same nodes
 * all along, so a choice made before the code arrives stays. Browsers without :has() always show
 * them, so nobody is asked for a situation they cannot see.
 */
function ParoleExtra({ formId, children }: { formId: string; children: ReactNode }) {
  const scope = `#${formId}`
  const css =
    `${scope} [data-parole-extra]{display:none}` +
    `${scope}:has(input[value="no"]:checked) [data-parole-extra]{display:flex}` +
    `@supports not selector(:has(*)){${scope} [data-parole-extra]{display:flex}}`
  return (
    <div data-parole-extra="" className="flex-col gap-3" aria-live="polite">
      <style>{css}</style>
      {children}
    </div>
  )
}
