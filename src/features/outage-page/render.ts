import { formatUsPhone } from '@/lib/phone'
import esOutage from '@/messages/es/outage.json'
import enOutage from '@/messages/en/outage.json'

/**
 * The page nginx answers (503) when the app cannot and no cached copy of the asked page exists
 * (deploy/nginx.conf, `error_page`): during an upgrade or a crash. One static file, both languages
 * on it (nginx cannot tell which one the visitor reads), the firm's phone lines as tel: links so a
 * visitor can still call, no script, no font, no image: it must work with the app gone.
 */
export type OutagePhone = { label: { es: string; en: string }; number: string }
export type OutageFacts = { firmName: string; phones: OutagePhone[] }

export const OUTAGE_PAGE_FILE = 'volvemos.html'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function section(lang: 'es' | 'en', words: typeof esOutage, phones: OutagePhone[]): string {
  const lines = phones
    .map(
      (phone) =>
        `<li><a href="tel:${escape(phone.number.replace(/[^\d+]/g, ''))}">${escape(phone.label[lang])}: ${escape(formatUsPhone(phone.number))}</a></li>`,
    )
    .join('')
  return `<section lang="${lang}"><h1>${escape(words.title)}</h1><p>${escape(words.text)}</p><ul>${lines}</ul><p><a class="again" href="">${escape(words.reload)}</a></p></section>`
}

export function renderOutagePage({ firmName, phones }: OutageFacts): string {
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(esOutage.title)} · ${escape(firmName)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f7f4ec;color:#1b1f24;line-height:1.5}header{background:#0b2545;color:#fff;padding:1rem 1.25rem;font-weight:700;font-size:1.15rem}main{max-width:36rem;margin:0 auto;padding:1rem 1.25rem 2rem}section+section{border-top:1px solid #c9a227;margin-top:1.5rem}h1{font-size:1.5rem;color:#0b2545;margin:1.25rem 0 .5rem}ul{list-style:none;padding:0}li{margin:.5rem 0}a{color:#0e6b66;font-weight:600}li a{display:inline-block;padding:.5rem 0;font-size:1.1rem}</style>
</head><body><header>${escape(firmName)}</header><main>${section('es', esOutage, phones)}${section('en', enOutage, phones)}</main></body></html>
`
}
