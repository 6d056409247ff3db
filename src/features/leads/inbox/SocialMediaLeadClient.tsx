'use client'

import { NextIntlClientProvider } from 'next-intl'
import { SocialMediaLeadForm } from '@/features/leads/enquiry/components/SocialMediaLeadForm'
import type { Messages } from '@/messages'
import './social-media-lead.css'

/**
 * The staff social-media form inside the Payload admin. The admin has neither the public site's
 * next-intl provider nor its Tailwind stylesheet, so this gives the form its messages (in the admin's
 * language; the lead itself is the Spanish social-media variant)
 * and a small stylesheet scoped to `.sm-lead-view` for the utilities it relies on.
 */
export function SocialMediaLeadClient(props: { agents: string[]; locale: 'es' | 'en'; messages: Messages['enquiry'] }) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={{ enquiry: props.messages }} timeZone="America/Denver">
      <div className="sm-lead-view">
        <SocialMediaLeadForm agents={props.agents} formId="social-media-lead" />
      </div>
    </NextIntlClientProvider>
  )
}
