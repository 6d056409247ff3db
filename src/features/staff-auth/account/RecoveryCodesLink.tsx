'use client'
import { useTranslation } from '@payloadcms/ui'
import { SIGN_IN_STEPS_PATH } from '../second-factor/paths'

const words = {
  es: { label: 'Códigos de recuperación', link: 'Crear códigos de recuperación nuevos' },
  en: { label: 'Recovery codes', link: 'Make new recovery codes' },
}

/** On one's own account: the way to new recovery codes (the sign-in steps page asks for the password and a code). */
export function RecoveryCodesLink() {
  const { i18n } = useTranslation()
  const w = i18n.language === 'en' ? words.en : words.es
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label">{w.label}</p>
      <a className="btn btn--style-secondary btn--size-small" href={`${SIGN_IN_STEPS_PATH}?renew=1&redirect=%2Fadmin%2Faccount`}>
        {w.link}
      </a>
    </div>
  )
}
