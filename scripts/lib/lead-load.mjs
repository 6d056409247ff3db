/**
 * Enquiries as a visitor's browser posts them, for benchmarks and drills (loopback only, bounded).
 * `leadLoad` drives POST /api/prospecto/agregar with autocannon at a given concurrency for a fixed
 * count of posts, each a valid, distinct enquiry with its own submission id.
 */
import autocannon from 'autocannon'
import { randomUUID } from 'node:crypto'

/** A CSRF token and the cookie it is bound to, as GET /csrf-token hands them to a visitor. */
export async function csrfSession(baseUrl, fetchOptions = {}) {
  const response = await fetch(`${baseUrl}/csrf-token`, fetchOptions)
  const { token } = await response.json()
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
  return { token, cookie }
}

/**
 * The multipart body of one valid home-page enquiry (Spanish home form, spec §3 fields). The e-mail
 * follows the phone, so distinct phones are distinct people: one address on every post would make
 * the load one person sending thousands of enquiries, each linked to their 20 latest earlier ones.
 */
export function enquiryForm({
  token,
  name = 'Visitante de Prueba',
  phone = '9155550123',
  email = `visitante.${phone.replace(/\D/g, '')}@example.com`,
  submissionId = randomUUID(),
  spam = false,
  extra = {},
}) {
  const now = Date.now()
  const fields = {
    variant: 'home-es',
    form_id: 'enquiry-home-es',
    submission_id: submissionId,
    started_at: String(now - 8_000),
    page_url: 'http://localhost/',
    locale: 'es',
    website: spam ? 'http://spam.example' : '',
    nombre: name,
    email,
    phone,
    mensaje: 'Quiero una consulta',
    checkbox: 'on',
    situacion: 'none',
    seccion: 'Formulario Home Español',
    fecha_hora: new Date(now).toISOString(),
    _token: token,
    ...extra,
  }
  const boundary = `----lead${randomUUID().replace(/-/g, '')}`
  const body = Object.entries(fields)
    .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
    .join('')
    .concat(`--${boundary}--\r\n`)
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, submissionId }
}

/**
 * Posts `amount` enquiries at `connections` at a time. Returns autocannon's result plus the
 * submission ids that were answered `success` (so a caller can check each one is stored once).
 */
export async function leadLoad({ baseUrl, amount, connections = 50, spam = false, timeoutSeconds = 120, localAddress }) {
  const session = await csrfSession(baseUrl)
  const answered = []
  const statuses = {}
  let sent = 0
  const result = await autocannon({
    url: baseUrl,
    connections,
    amount,
    timeout: 30,
    duration: timeoutSeconds,
    ...(localAddress ? { localAddress } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/prospecto/agregar',
        setupRequest(request, context) {
          const form = enquiryForm({ token: session.token, spam, phone: `915${String(5_000_000 + sent++).padStart(7, '0')}` })
          context.submissionId = form.submissionId
          return {
            ...request,
            body: form.body,
            headers: {
              'content-type': form.contentType,
              accept: 'application/json',
              cookie: session.cookie,
              'sec-fetch-site': 'same-origin',
              'sec-fetch-mode': 'cors',
            },
          }
        },
        onResponse(status, body, context) {
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status === 200 && body.includes('"success"')) answered.push(context.submissionId)
        },
      },
    ],
  })
  return { result, answered, statuses }
}
