import type { Field, GlobalConfig } from 'payload'
import { anyone, isAdmin, isAdminField, isStaffField } from '@/access'
import { contentTags } from '@/features/content/tags'
import { revalidateTags } from '@/server/revalidate'
import { forgetSiteSettings } from './settings-read'
import { refreshOutagePage } from '@/features/outage-page/write'
import { DEFAULT_QUICK_EXIT_URL, isQuickExitUrl } from '@/lib/quick-exit-url'
import { minutesOf, officeTimeZones, weekdays, weekdayWords } from '@/features/office-hours/hours'

const clockTime = (value: unknown) => minutesOf(typeof value === 'string' ? value : null) !== null || 'HH:MM, 24 h (09:00, 18:30)'

/** One of the firm's phone lines: the label the site shows beside it and its number. */
const phoneLine = (name: string, label: { es: string; en: string }): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'label', label: { es: 'Etiqueta', en: 'Label' }, type: 'text', required: true, localized: true },
    {
      name: 'number',
      label: { es: 'Número', en: 'Number' },
      type: 'text',
      required: true,
      admin: { description: { es: 'Formato E.164, p. ej. +19155550100', en: 'E.164, e.g. +19155550100' } },
    },
  ],
})

/**
 * The firm's contact facts, in one place: every phone, address, social and external link on the
 * site is read from here (header, footer, contact page, floating buttons, JSON-LD).
 * The REST API shows the public only what those pages show; the agents' names and the intake inbox
 * are for staff (the pages and the lead pipeline read them through the Local API).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { es: 'Ajustes del sitio', en: 'Site settings' },
  access: { read: anyone, update: isAdmin },
  hooks: {
    // Header, footer and floating buttons read the settings: every page shows the change.
    afterChange: [
      async ({ doc, req }) => {
        forgetSiteSettings()
        await revalidateTags([contentTags.settings], req.context)
        // nginx's page for when the app is down carries the phone numbers (deploy/nginx.conf).
        await refreshOutagePage(req.payload, req)
        return doc
      },
      // A new intake address is how the e-mail channel's setting appears: the leads waiting on it go now.
      async ({ doc, previousDoc, req }) => {
        if (doc.intakeEmail && doc.intakeEmail !== previousDoc?.intakeEmail) {
          const { wakeChannel } = await import('@/features/leads/notifications/wake')
          await wakeChannel(req.payload, 'email', new Date(), req)
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'firmName', label: { es: 'Nombre del despacho', en: 'Firm name' }, type: 'text', required: true },
    { name: 'tagline', label: { es: 'Lema', en: 'Tagline' }, type: 'text', localized: true },
    { name: 'email', label: { es: 'Correo electrónico', en: 'E-mail' }, type: 'email', required: true },
    {
      type: 'group',
      name: 'phones',
      label: { es: 'Teléfonos', en: 'Phones' },
      fields: [
        phoneLine('immigration', { es: 'Inmigración', en: 'Immigration' }),
        phoneLine('customerService', { es: 'Servicio al cliente', en: 'Customer service' }),
        phoneLine('personalInjury', { es: 'Lesiones personales', en: 'Personal injury' }),
        phoneLine('truckDrivers', { es: 'Choferes de tráiler', en: 'Truck drivers' }),
      ],
    },
    {
      name: 'whatsapp',
      label: { es: 'WhatsApp', en: 'WhatsApp' },
      type: 'text',
      required: true,
      admin: {
        description: {
          es: 'Número de WhatsApp, dígitos con código de país (p. ej. 19155550101).',
          en: 'WhatsApp number, digits with country code (e.g. 19155550101).',
        },
      },
    },
    {
      name: 'offices',
      label: { es: 'Oficinas', en: 'Offices' },
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true, localized: true },
        { name: 'street', label: { es: 'Calle', en: 'Street' }, type: 'text', required: true },
        { name: 'city', label: { es: 'Ciudad', en: 'City' }, type: 'text', required: true },
        { name: 'region', label: { es: 'Estado', en: 'State' }, type: 'text', required: true },
        { name: 'postalCode', label: { es: 'Código postal', en: 'ZIP code' }, type: 'text', required: true },
        { name: 'latitude', label: { es: 'Latitud', en: 'Latitude' }, type: 'number' },
        { name: 'longitude', label: { es: 'Longitud', en: 'Longitude' }, type: 'number' },
        // Speed to lead (src/features/office-hours): when this office answers, in its own time
        // zone, and who is alerted of a new lead while it is open.
        {
          name: 'timeZone',
          label: { es: 'Zona horaria', en: 'Time zone' },
          type: 'select',
          defaultValue: 'America/Denver',
          options: officeTimeZones.map((zone) => ({ label: zone, value: zone })),
        },
        {
          name: 'hours',
          label: { es: 'Horario de oficina', en: 'Office hours' },
          type: 'array',
          admin: {
            description: {
              es: 'Fuera de este horario los prospectos esperan a la lista de la mañana y la página de gracias dice cuándo llamaremos. Sin horario en ninguna oficina: siempre abierto.',
              en: 'Outside these hours leads wait for the morning list and the thank-you page says when we will call. No hours in any office: always open.',
            },
          },
          fields: [
            {
              name: 'days',
              label: { es: 'Días', en: 'Days' },
              type: 'select',
              hasMany: true,
              required: true,
              options: weekdays.map((day) => ({ label: weekdayWords[day], value: day })),
            },
            {
              name: 'opens',
              label: { es: 'Abre (HH:MM)', en: 'Opens (HH:MM)' },
              type: 'text',
              required: true,
              validate: clockTime,
            },
            {
              name: 'closes',
              label: { es: 'Cierra (HH:MM)', en: 'Closes (HH:MM)' },
              type: 'text',
              required: true,
              validate: clockTime,
            },
          ],
        },
        {
          name: 'onDuty',
          label: { es: 'De guardia', en: 'On duty' },
          type: 'relationship',
          relationTo: 'users',
          hasMany: true,
          access: { read: isStaffField },
          admin: {
            description: {
              es: 'Quienes reciben el aviso de cada prospecto nuevo mientras esta oficina está abierta. Nadie: todos los dispositivos con avisos.',
              en: 'Who gets each new lead’s notification while this office is open. Nobody: every device with notifications on.',
            },
          },
        },
      ],
    },
    {
      // src/features/leads/escalation: a new lead nobody contacted is announced again.
      name: 'escalation',
      label: { es: 'Prospectos sin atender', en: 'Leads left waiting' },
      type: 'group',
      access: { read: isStaffField },
      fields: [
        {
          name: 'staffMinutes',
          label: { es: 'Avisar de nuevo a la guardia a los (minutos)', en: 'Alert the staff on duty again after (minutes)' },
          type: 'number',
          min: 1,
          defaultValue: 5,
        },
        {
          name: 'adminMinutes',
          label: { es: 'Avisar a los administradores a los (minutos)', en: 'Alert the admins after (minutes)' },
          type: 'number',
          min: 1,
          defaultValue: 15,
        },
      ],
    },
    {
      name: 'mapEmbedUrl',
      label: { es: 'Mapa (URL del iframe)', en: 'Map (iframe URL)' },
      type: 'text',
      admin: {
        description: {
          es: 'src del iframe del mapa incrustado (se carga al verlo).',
          en: 'src of the embedded map iframe (loaded lazily).',
        },
      },
    },
    {
      name: 'socials',
      label: { es: 'Redes sociales', en: 'Social networks' },
      type: 'group',
      fields: [
        { name: 'facebook', label: { es: 'Facebook', en: 'Facebook' }, type: 'text' },
        { name: 'instagram', label: { es: 'Instagram', en: 'Instagram' }, type: 'text' },
        { name: 'tiktok', label: { es: 'TikTok', en: 'TikTok' }, type: 'text' },
        { name: 'youtube', label: { es: 'YouTube', en: 'YouTube' }, type: 'text' },
      ],
    },
    {
      name: 'externalSites',
      label: { es: 'Sitios externos', en: 'External sites' },
      type: 'group',
      fields: [
        { name: 'personalInjury', label: { es: 'Lesiones personales', en: 'Personal injury' }, type: 'text', required: true },
        {
          name: 'truckRecruitment',
          label: { es: 'Reclutamiento de choferes', en: 'Truck driver recruitment' },
          type: 'text',
          required: true,
        },
        { name: 'googleWriteReview', label: { es: 'Escribir reseña en Google', en: 'Write a Google review' }, type: 'text' },
      ],
    },
    {
      name: 'quickExitUrl',
      label: { es: 'Salida rápida: página neutral', en: 'Quick exit: neutral page' },
      type: 'text',
      required: true,
      defaultValue: DEFAULT_QUICK_EXIT_URL,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && isQuickExitUrl(value)) || 'https://… (p. ej. / e.g. https://weather.com/)',
      admin: {
        description: {
          es: 'Adónde lleva «Salir rápido» en las páginas para víctimas (VAWA, T, U…): una página de otro sitio que no delate la visita, como el clima o un buscador.',
          en: 'Where "Exit quickly" leads on the pages for survivors (VAWA, T, U…): a page of another site that gives nothing away, such as the weather or a search engine.',
        },
      },
    },
    {
      name: 'show',
      label: { es: 'Programa en vivo', en: 'Live show' },
      type: 'group',
      admin: {
        description: {
          es: 'El programa en vivo de los fundadores y sus páginas (/{slug}, /en/{slug}, /en/as-seen-live-with-{slug}).',
          en: "The founders' live show and its feature pages (/{slug}, /en/{slug}, /en/as-seen-live-with-{slug}).",
        },
      },
      fields: [
        { name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true },
        { name: 'slug', label: { es: 'Slug (URL)', en: 'Slug (URL)' }, type: 'text', required: true },
        { name: 'videoUrl', label: { es: 'Video (URL)', en: 'Video URL' }, type: 'text' },
      ],
    },
    {
      name: 'socialMediaAgents',
      label: { es: 'Agentes de redes sociales', en: 'Social media agents' },
      type: 'array',
      admin: {
        description: {
          es: 'Agentes que capturan prospectos de redes sociales (formulario del personal).',
          en: 'Agents who enter social-media leads (staff form).',
        },
      },
      access: { read: isStaffField },
      fields: [{ name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true }],
    },
    {
      name: 'intakeEmail',
      label: { es: 'Correo de recepción', en: 'Intake e-mail' },
      type: 'email',
      access: { read: isStaffField },
      admin: { description: { es: 'Adonde llegan los avisos de prospectos nuevos.', en: 'Where new-lead notifications go.' } },
    },
    {
      // Applied by the retention pass of the notification worker (src/features/retention), at most
      // once an hour. The privacy page states the same periods (src/messages, `privacy`).
      name: 'retention',
      label: { es: 'Plazos de conservación', en: 'Retention periods' },
      type: 'group',
      access: { read: isAdminField },
      admin: {
        description: {
          es: 'Lo que el sitio borra solo. Vacío = no se borra. Borrar a una persona a petición suya: Prospectos → «Borrar a una persona».',
          en: 'What the site deletes by itself. Empty = never deleted. To erase a person on request: Leads → "Erase a person".',
        },
      },
      fields: [
        {
          name: 'spamDays',
          label: { es: 'Posible spam: borrar a los (días)', en: 'Suspected spam: delete after (days)' },
          type: 'number',
          min: 1,
          defaultValue: 30,
        },
        {
          name: 'callClickAddressDays',
          label: {
            es: 'Clics para llamar: quitar IP y navegador a los (días)',
            en: 'Call clicks: clear IP and browser after (days)',
          },
          type: 'number',
          min: 1,
          defaultValue: 90,
        },
        {
          name: 'leadYears',
          label: { es: 'Prospectos: borrar a los (años)', en: 'Leads: delete after (years)' },
          type: 'number',
          min: 1,
          max: 50,
          admin: {
            description: {
              es: 'Vacío: los prospectos no se borran solos. El despacho decide el plazo (p. ej. 5 años).',
              en: 'Empty: leads are never deleted by themselves. The firm sets the period (e.g. 5 years).',
            },
          },
        },
      ],
    },
    {
      // src/features/leads/enquiry/ceiling.server.ts: past this many notified leads in an hour, site-wide,
      // new leads are stored as held (suspected spam, not e-mailed or sent to the CRM) and admins
      // get one alert an hour.
      name: 'notificationCeilingPerHour',
      label: { es: 'Tope de avisos por hora', en: 'Notification ceiling per hour' },
      type: 'number',
      min: 1,
      defaultValue: 200,
      access: { read: isAdminField },
      admin: {
        description: {
          es: 'Más prospectos avisados que esto en una hora (de todas las direcciones) se guardan retenidos para revisión, sin correo ni CRM, y los administradores reciben un aviso. Vacío: sin tope.',
          en: 'Beyond this many notified leads in an hour (from every address), leads are stored held for review, not e-mailed or sent to the CRM, and admins get an alert. Empty: no ceiling.',
        },
      },
    },
    {
      // src/features/audit/read-ceiling.server.ts: past this many distinct leads read by one person
      // in an hour, the admins get one e-mail (the person is not stopped).
      name: 'leadReadCeilingPerHour',
      label: { es: 'Tope de prospectos leídos por persona y hora', en: 'Leads read per person per hour' },
      type: 'number',
      min: 1,
      defaultValue: 200,
      access: { read: isAdminField },
      admin: {
        description: {
          es: 'Si alguien abre o lista más prospectos distintos que esto en una hora, los administradores reciben un aviso por correo (una vez por hora y persona). No se le bloquea. Vacío: 200.',
          en: 'When someone opens or lists more distinct leads than this in an hour, the admins get an e-mail (once an hour per person). They are not blocked. Empty: 200.',
        },
      },
    },
  ],
}
