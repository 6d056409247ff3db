'use client'

import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import { callHours, hourLabel } from '../safe-contact'
import { isSensitiveSituation } from '../situations'
import { controlClass, controlId, RadioGroup, type FormCommon } from './parts'

type Props = FormCommon & {
  locale: string
  /** Open from the start: the quick exit's forms (sensitive.ts) and CMS pages ticked sensitive. */
  open: boolean
}

/**
 * "How can we contact you safely?" (safe-contact.ts): optional, never checked, a native <details>
 * so it opens and closes without JavaScript. Open on the sensitive pages; elsewhere collapsed, and
 * opened (with JavaScript) when the visitor chooses an abuse or crime situation.
 */
export function SafeContactGroup({ locale, open, ...common }: Props) {
  const t = useTranslations('enquiry.safeContact')
  const a = useTranslations('enquiry.answers')
  const details = useRef<HTMLDetailsElement>(null)
  const yesNo = [
    { value: 'yes', label: a('yes') },
    { value: 'no', label: a('no') },
  ]
  const radio = (name: string, label: string) => (
    <RadioGroup {...common} name={name} label={label} invalid={false} defaultValue="" options={yesNo} />
  )
  const hourSelect = (name: 'llamar_desde' | 'llamar_hasta', label: string, hours: number[]) => (
    <label htmlFor={controlId(common.formId, name)} className="flex-1 text-sm">
      {label}
      <select id={controlId(common.formId, name)} name={name} defaultValue="" className={controlClass}>
        <option value="">{t('anyHour')}</option>
        {hours.map((h) => (
          <option key={h} value={h}>
            {hourLabel(h, locale)}
          </option>
        ))}
      </select>
    </label>
  )

  useEffect(() => {
    const form = details.current?.closest('form')
    const onChange = (event: Event) => {
      const target = event.target as HTMLSelectElement
      if (target.name === 'situacion' && isSensitiveSituation(target.value) && details.current) details.current.open = true
    }
    form?.addEventListener('change', onChange)
    return () => form?.removeEventListener('change', onChange)
  }, [])

  return (
    <details
      ref={details}
      open={open}
      data-safe-contact=""
      className={`rounded-md border p-3 ${common.tone === 'dark' ? 'border-white/40 text-white' : 'border-slate-300 text-ink'}`}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-base font-semibold">{t('title')}</summary>
      <div className="mt-2 flex flex-col gap-3">
        <p className="text-sm">{t('intro')}</p>
        {radio('seguro_llamar', t('call'))}
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('hours')}</legend>
          <div className="flex gap-3">
            {hourSelect('llamar_desde', t('from'), callHours)}
            {hourSelect('llamar_hasta', t('to'), callHours)}
          </div>
        </fieldset>
        {radio('seguro_buzon', t('voicemail'))}
        {radio('seguro_texto', t('texting'))}
        {radio('seguro_correo', t('email'))}
      </div>
    </details>
  )
}
