import type { Locale } from '@/i18n/locales'

/** The demo firm's contact facts; the site reads them from the site-settings global, never from here. */
export const firm = {
  firmName: 'Salazar Immigration Law',
  tagline: { es: 'Abogados de inmigración para su familia', en: 'Immigration attorneys for your family' },
  email: 'info@salazarimmigration.example',
  intakeEmail: 'intake@salazarimmigration.example',
  phones: {
    immigration: { label: { es: 'Inmigración', en: 'Immigration' }, number: '+19155550142' },
    customerService: { label: { es: 'Servicio al cliente', en: 'Customer service' }, number: '+19155550168' },
    personalInjury: { label: { es: 'Accidentes personales', en: 'Personal injury' }, number: '+19155550175' },
    truckDrivers: { label: { es: 'Reclutamiento de camioneros', en: 'Truck drivers' }, number: '+19155550189' },
  },
  whatsapp: '19155550142',
  offices: [
    {
      name: { es: 'Oficina de El Paso', en: 'El Paso office' },
      street: '1420 N Mesa St, Suite 200',
      city: 'El Paso',
      region: 'TX',
      postalCode: '79902',
      latitude: 31.7712,
      longitude: -106.4955,
      // Office hours are the firm's to set (site settings); none set = always open.
      timeZone: 'America/Denver' as const,
    },
    {
      name: { es: 'Oficina de Washington', en: 'Washington office' },
      street: '1717 K St NW, Suite 900',
      city: 'Washington',
      region: 'DC',
      postalCode: '20006',
      latitude: 38.9024,
      longitude: -77.0403,
      timeZone: 'America/New_York' as const,
    },
  ],
  mapEmbedUrl: 'https://www.google.com/maps?q=1420+N+Mesa+St,+El+Paso,+TX+79902&output=embed',
  socials: {
    facebook: 'https://www.facebook.com/salazarimmigrationlaw',
    instagram: 'https://www.instagram.com/salazarimmigrationlaw',
    tiktok: 'https://www.tiktok.com/@salazarimmigrationlaw',
    youtube: 'https://www.youtube.com/@salazarimmigrationlaw',
  },
  externalSites: {
    personalInjury: 'https://salazarinjury.example',
    truckRecruitment: 'https://salazartrucking.example',
    googleWriteReview: 'https://search.google.com/local/writereview?placeid=ChIJsalazarimmigration',
  },
  show: { name: 'Salazar en Vivo', slug: 'adriana-salazar', videoUrl: 'https://www.youtube.com/watch?v=Q7xSalazar01' },
  agents: ['Karla', 'Miguel', 'Daniela', 'Jorge', 'Lucía', 'Andrés', 'Cuenta general'],
} as const

export type CategoryKey = 'humanitarian' | 'family' | 'parole' | 'news'

/** Blog categories, in menu order; `slug` is the URL segment per language. */
export const categories: Array<{ key: CategoryKey; name: Record<Locale, string>; slug: Record<Locale, string> }> = [
  {
    key: 'humanitarian',
    name: { es: 'Visas humanitarias', en: 'Humanitarian visas' },
    slug: { es: 'visas-humanitarias', en: 'humanitarian-visas' },
  },
  { key: 'family', name: { es: 'Familia', en: 'Family' }, slug: { es: 'familia', en: 'family' } },
  { key: 'parole', name: { es: 'Parole', en: 'Parole' }, slug: { es: 'parole', en: 'parole' } },
  {
    key: 'news',
    name: { es: 'Noticias de inmigración', en: 'Immigration news' },
    slug: { es: 'noticias-de-inmigracion', en: 'immigration-news' },
  },
]
