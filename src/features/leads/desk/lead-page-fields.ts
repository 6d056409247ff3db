import type { Field } from 'payload'

/**
 * What the intake desk adds to a lead's page (spread first into the Leads fields): the contact
 * links and the first-contact line. A `ui` field stores nothing.
 */
export const intakeLeadPageFields: Field[] = [
  {
    name: 'intakeContact',
    type: 'ui',
    admin: { components: { Field: '@/features/leads/desk/LeadContactField#LeadContactField' } },
  },
]
