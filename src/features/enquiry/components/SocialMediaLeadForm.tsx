'use client'

import { useState } from 'react'
import type { FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { defaultFormId } from '../contract'
import type { DraftValues } from '../contract'
import { filterPhoneInput } from '../sanitize'
import { postedFields, validateEnquiry } from '../validate'
import { variants } from '../variants'
import type { EnquiryVariant } from '../variants'
import { EnquiryFormFrame, type EnquiryFormPageProps } from './EnquiryFormFrame'
import { CheckboxField, SelectField, TextField } from './parts'
import { useEnquiryRuntime } from './useEnquiryRuntime'

export const socialMediaSources = ['facebook', 'instagram', 'tiktok', 'youtube', 'whatsapp', 'other'] as const

export type SocialMediaLeadFormProps = EnquiryFormPageProps & {
  /** Names from the site settings (six agents and the general account). */
  agents: readonly string[]
}

type Values = {
  agente: string
  nombre: string
  phone: string
  source: string
  link: string
  status: string
  tipo: string
  mensaje: string
}
type Flags = { hora: boolean; pc_referido: boolean; pc_videollamada: boolean }

const emptyValues: Values = { agente: '', nombre: '', phone: '', source: '', link: '', status: '', tipo: '', mensaje: '' }
const emptyFlags: Flags = { hora: false, pc_referido: false, pc_videollamada: false }

/**
 * Staff form for leads that came in through social media (spec §3-§5, §8). Stays on the page: on
 * success it says so and clears everything but the agent, who enters lead after lead.
 */
export function SocialMediaLeadForm(props: SocialMediaLeadFormProps) {
  const variant: EnquiryVariant = variants['social-media-es']
  const t = useTranslations('enquiry')
  const tone = props.tone ?? 'light'
  const formId = props.formId ?? defaultFormId(variant.id)
  const [values, setValues] = useState<Values>({ ...emptyValues, ...pick(props.initialValues) })
  const [flags, setFlags] = useState<Flags>(emptyFlags)
  const [sent, setSent] = useState(false)

  const runtime = useEnquiryRuntime({
    formId,
    campaignSource: false,
    initialError: props.initialError,
    onRestore: (draft) => setValues((current) => ({ ...current, ...pick(draft) })),
    onSent: () => setSent(true),
  })
  const { errorId, invalid, showError } = runtime

  const set = (field: keyof Values) => (value: string) => {
    setSent(false)
    setValues((current) => ({ ...current, [field]: value }))
  }
  const flag = (field: keyof Flags) => (checked: boolean) => setFlags((current) => ({ ...current, [field]: checked }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!runtime.start()) return
    setSent(false)
    const result = validateEnquiry(variant, { ...values, ...flags, seccion: variant.section })
    if (!result.ok) {
      showError(result.messageKey, result.field)
      return
    }
    const { token } = await runtime.prepare()
    if (token === null) {
      showError('errors.csrf')
      return
    }
    const outcome = await runtime.send(postedFields(variant, result.value), { variant, token })
    if (outcome.kind === 'success') {
      // Staff enter lead after lead: stay, say so, and keep the agent.
      runtime.finish()
      setValues((current) => ({ ...emptyValues, agente: current.agente }))
      setFlags(emptyFlags)
      setSent(true)
      return
    }
    runtime.conclude(outcome, variant)
  }

  const common = { formId, tone, errorId }
  return (
    <EnquiryFormFrame
      runtime={runtime}
      variant={variant}
      onSubmit={(event) => void onSubmit(event)}
      section={variant.section}
      page={props}
      noScriptMessageKeys={[...variant.checks.map((c) => c.messageKey), 'errors.csrf']}
      noScriptSentMessage={t('social.success')}
      status={
        <p role="status" className="text-base font-semibold text-teal empty:hidden">
          {sent ? t('social.success') : ''}
        </p>
      }
    >
      <SelectField
        {...common}
        name="agente"
        label={t('fields.agent')}
        invalid={invalid('agente')}
        value={values.agente}
        onChange={set('agente')}
        placeholder={t('fields.agentPlaceholder')}
        options={props.agents.map((agent) => ({ value: agent, label: agent }))}
        required
      />
      <TextField
        {...common}
        name="nombre"
        label={t('fields.name')}
        invalid={invalid('nombre')}
        value={values.nombre}
        onChange={set('nombre')}
        autoComplete="off"
        maxLength={120}
        required
      />
      <TextField
        {...common}
        name="phone"
        label={t('fields.phone')}
        invalid={invalid('phone')}
        value={values.phone}
        onChange={(typed) => set('phone')(filterPhoneInput(typed, variant.phoneMaxDigits))}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={variant.phoneMaxDigits + 8}
        required
      />
      <SelectField
        {...common}
        name="source"
        label={t('fields.source')}
        invalid={invalid('source')}
        value={values.source}
        onChange={set('source')}
        placeholder={t('fields.sourcePlaceholder')}
        options={socialMediaSources.map((source) => ({ value: source, label: t(`social.sources.${source}`) }))}
      />
      <TextField
        {...common}
        name="link"
        label={t('fields.link')}
        invalid={invalid('link')}
        value={values.link}
        onChange={set('link')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={t('placeholders.link')}
        maxLength={2048}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...common}
          name="status"
          label={t('fields.status')}
          invalid={invalid('status')}
          value={values.status}
          onChange={set('status')}
          placeholder={t('placeholders.status')}
          maxLength={120}
        />
        <TextField
          {...common}
          name="tipo"
          label={t('fields.tipo')}
          invalid={invalid('tipo')}
          value={values.tipo}
          onChange={set('tipo')}
          placeholder={t('placeholders.tipo')}
          maxLength={120}
        />
      </div>
      <TextField
        {...common}
        name="mensaje"
        label={t('fields.messageOptional')}
        invalid={invalid('mensaje')}
        value={values.mensaje}
        onChange={set('mensaje')}
        maxLength={5000}
        multiline
      />
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField
          formId={formId}
          tone={tone}
          name="hora"
          label={t('fields.hora')}
          checked={flags.hora}
          onChange={flag('hora')}
        />
        <CheckboxField
          formId={formId}
          tone={tone}
          name="pc_referido"
          label={t('fields.referred')}
          checked={flags.pc_referido}
          onChange={flag('pc_referido')}
        />
        <CheckboxField
          formId={formId}
          tone={tone}
          name="pc_videollamada"
          label={t('fields.videoCall')}
          checked={flags.pc_videollamada}
          onChange={flag('pc_videollamada')}
        />
      </div>
    </EnquiryFormFrame>
  )
}

function pick(draft: DraftValues | undefined): Partial<Values> {
  if (!draft) return {}
  const out: Partial<Values> = {}
  for (const key of Object.keys(emptyValues) as Array<keyof Values>) {
    const value = draft[key]
    if (value !== undefined) out[key] = value
  }
  return out
}
