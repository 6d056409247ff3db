import type { GlobalConfig } from 'payload'
import { anyone, isAdmin, isStaffField } from '@/access'
import { contentTags } from '@/features/content/tags'
import { revalidateTags } from '@/server/revalidate'

const phoneLine = [
  { name: 'label', type: 'text', required: true, localized: true },
  { name: 'number', type: 'text', required: true, admin: { description: 'E.164, e.g. +19155550100' } },
] as const

/**
 * The firm's contact facts, in one place: every phone, address, social and external link on the
 * site is read from here (header, footer, contact page, floating buttons, JSON-LD).
 * The REST API shows the public only what those pages show; the agents' names and the intake inbox
 * are for staff (the pages and the lead pipeline read them through the Local API).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isAdmin },
  hooks: {
    // Header, footer and floating buttons read the settings: every page shows the change.
    afterChange: [
      async ({ doc, req }) => {
        await revalidateTags([contentTags.settings], req.context)
        return doc
      },
    ],
  },
  fields: [
    { name: 'firmName', type: 'text', required: true },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'email', type: 'email', required: true },
    {
      type: 'group',
      name: 'phones',
      fields: [
        { name: 'immigration', type: 'group', fields: [...phoneLine] },
        { name: 'customerService', type: 'group', fields: [...phoneLine] },
        { name: 'personalInjury', type: 'group', fields: [...phoneLine] },
        { name: 'truckDrivers', type: 'group', fields: [...phoneLine] },
      ],
    },
    {
      name: 'whatsapp',
      type: 'text',
      required: true,
      admin: { description: 'WhatsApp number, digits with country code (e.g. 19155550101).' },
    },
    {
      name: 'offices',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'street', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'region', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
      ],
    },
    {
      name: 'mapEmbedUrl',
      type: 'text',
      admin: { description: 'src of the embedded map iframe (loaded lazily).' },
    },
    {
      name: 'socials',
      type: 'group',
      fields: [
        { name: 'facebook', type: 'text' },
        { name: 'instagram', type: 'text' },
        { name: 'tiktok', type: 'text' },
        { name: 'youtube', type: 'text' },
      ],
    },
    {
      name: 'externalSites',
      type: 'group',
      fields: [
        { name: 'personalInjury', type: 'text', required: true },
        { name: 'truckRecruitment', type: 'text', required: true },
        { name: 'googleWriteReview', type: 'text' },
      ],
    },
    {
      name: 'show',
      type: 'group',
      admin: {
        description: "The founders' live show and its feature pages (/{slug}, /en/{slug}, /en/as-seen-live-with-{slug}).",
      },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'slug', type: 'text', required: true },
        { name: 'videoUrl', type: 'text' },
      ],
    },
    {
      name: 'socialMediaAgents',
      type: 'array',
      admin: { description: 'Agents who enter social-media leads (staff form).' },
      access: { read: isStaffField },
      fields: [{ name: 'name', type: 'text', required: true }],
    },
    {
      name: 'intakeEmail',
      type: 'email',
      access: { read: isStaffField },
      admin: { description: 'Where new-lead notifications go.' },
    },
  ],
}
