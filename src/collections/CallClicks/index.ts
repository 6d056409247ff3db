import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access'

/** A click on CALL NOW or an immigration phone link (POST /en/api/track-call). Staff read only. */
export const CallClicks: CollectionConfig = {
  slug: 'call-clicks',
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  admin: { useAsTitle: 'page', defaultColumns: ['page', 'number', 'campaignSource', 'createdAt'] },
  fields: [
    { name: 'page', type: 'text', required: true },
    { name: 'number', type: 'text' },
    { name: 'campaignSource', type: 'text', index: true },
    { name: 'userAgent', type: 'text' },
    // Indexed: the per-IP rate limit of /en/api/track-call counts a visitor's recent clicks by it.
    { name: 'ip', type: 'text', index: true },
  ],
}
