import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access'

/** A click on CALL NOW or an immigration phone link (POST /en/api/track-call). Staff read only. */
export const CallClicks: CollectionConfig = {
  slug: 'call-clicks',
  labels: { singular: { es: 'Clic para llamar', en: 'Call click' }, plural: { es: 'Clics para llamar', en: 'Call clicks' } },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  admin: { useAsTitle: 'page', defaultColumns: ['page', 'number', 'campaignSource', 'createdAt'] },
  fields: [
    { name: 'page', label: { es: 'Página', en: 'Page' }, type: 'text', required: true },
    { name: 'number', label: { es: 'Número', en: 'Number' }, type: 'text' },
    { name: 'campaignSource', label: { es: 'Fuente de campaña', en: 'Campaign source' }, type: 'text', index: true },
    { name: 'userAgent', label: { es: 'Navegador', en: 'Browser (user agent)' }, type: 'text' },
    // Indexed: the per-IP rate limit of /en/api/track-call counts a visitor's recent clicks by it.
    { name: 'ip', label: { es: 'Dirección IP', en: 'IP address' }, type: 'text', index: true },
  ],
}
