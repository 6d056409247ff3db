'use client'
import type { DefaultCellComponentProps } from 'payload'
import { useTranslation } from '@payloadcms/ui'
import { fieldLabel, staffLanguage } from '@/features/leads/inbox/vocabulary'

/** The list's "repeat" column: marked when the lead's phone or e-mail came in before (90 days). */
export function RepeatCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const count = Array.isArray(cellData) ? cellData.length : 0
  if (count === 0) return null
  return (
    <span className="pill pill--style-warning" title={fieldLabel('earlierLeads', staffLanguage(i18n.language))}>
      {fieldLabel('repeat', staffLanguage(i18n.language))} ×{count}
    </span>
  )
}
