'use client'

import { useState } from 'react'
import type { FormEvent } from 'react'
import { postedFields, validateEnquiry } from '../validate'
import { PHONE_TYPED_MAX_CHARS } from '../variants/checks'
import { EnquiryFormFrame, type EnquiryFormPageProps } from './EnquiryFormFrame'
import { CheckboxField, MessageField, SelectField, TextField } from './parts'
import { readForm } from './read-form'
import { useVariantForm } from './useVariantForm'

export const socialMediaSources = ['facebook', 'instagram', 'tiktok', 'youtube', 'whatsapp', 'other'] as const

export type SocialMediaLeadFormProps = EnquiryFormPageProps & {
  /** Names from the site settings (six agents and the general account). */
  agents: readonly string[]
}

const flags = ['hora', 'pc_referido', 'pc_videollamada'] as const

/**
 * Staff form for leads that came in through social media (spec §3-§5, §8). Stays on the page: on
 * success it says so and clears everything but the agent, who enters lead after lead.
 */
export function SocialMediaLeadForm(props: SocialMediaLeadFormProps) {
  const [sent, setSent] = useState(false)
  // Uncontrolled boxes: the admin's big bundle hydrates this form seconds after it shows on a
  // phone, and the DOM keeps whatever was typed meanwhile.
  const { variant, t, tone, formId, initial, runtime, common, frame, phoneFilter } = useVariantForm('social-media-es', props, {
    campaignSource: false,
    onSent: () => setSent(true),
  })
  const { invalid, showError } = runtime

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const { values, checked } = readForm(form)
    if (!runtime.start()) return
    setSent(false)
    const ticked = Object.fromEntries(flags.map((name) => [name, checked(name)]))
    const result = validateEnquiry(variant, { ...values, ...ticked, seccion: variant.section })
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
      const agent = form.querySelector<HTMLSelectElement>('select[name="agente"]')
      const chosen = agent?.value ?? ''
      form.reset()
      if (agent) agent.value = chosen
      setSent(true)
      return
    }
    runtime.conclude(outcome, variant)
  }

  return (
    <EnquiryFormFrame
      {...frame}
      onSubmit={(event) => void onSubmit(event)}
      section={variant.section}
      noScriptMessageKeys={[...variant.checks.map((c) => c.messageKey), 'errors.csrf']}
      noScriptSentMessage={t('social.success')}
      onChange={() => setSent(false)}
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
        defaultValue={initial.agente}
        placeholder={t('fields.agentPlaceholder')}
        options={props.agents.map((agent) => ({ value: agent, label: agent }))}
        required
      />
      <TextField
        {...common}
        name="nombre"
        label={t('fields.name')}
        invalid={invalid('nombre')}
        defaultValue={initial.nombre}
        autoComplete="off"
        maxLength={120}
        required
      />
      <TextField
        {...common}
        name="phone"
        label={t('fields.phone')}
        invalid={invalid('phone')}
        defaultValue={initial.phone}
        filter={phoneFilter}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PHONE_TYPED_MAX_CHARS}
        required
      />
      <SelectField
        {...common}
        name="source"
        label={t('fields.source')}
        invalid={invalid('source')}
        defaultValue={initial.source}
        placeholder={t('fields.sourcePlaceholder')}
        options={socialMediaSources.map((source) => ({ value: source, label: t(`social.sources.${source}`) }))}
      />
      <TextField
        {...common}
        name="link"
        label={t('fields.link')}
        invalid={invalid('link')}
        defaultValue={initial.link}
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
          defaultValue={initial.status}
          placeholder={t('placeholders.status')}
          maxLength={120}
        />
        <TextField
          {...common}
          name="tipo"
          label={t('fields.tipo')}
          invalid={invalid('tipo')}
          defaultValue={initial.tipo}
          placeholder={t('placeholders.tipo')}
          maxLength={120}
        />
      </div>
      <MessageField {...common} invalid={invalid('mensaje')} defaultValue={initial.mensaje} />
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField formId={formId} tone={tone} name="hora" label={t('fields.hora')} />
        <CheckboxField formId={formId} tone={tone} name="pc_referido" label={t('fields.referred')} />
        <CheckboxField formId={formId} tone={tone} name="pc_videollamada" label={t('fields.videoCall')} />
      </div>
    </EnquiryFormFrame>
  )
}
