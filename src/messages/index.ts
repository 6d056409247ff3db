/**
 * UI strings, one JSON file per namespace and language (src/messages/{es,en}/{namespace}.json),
 * merged here. Spanish is the reference: `Messages` is its type, and a unit test checks that
 * English has exactly the same keys.
 */
import type { Locale } from '@/i18n/locales'

import esCommon from './es/common.json'
import enCommon from './en/common.json'
import esRoutes from './es/routes.json'
import enRoutes from './en/routes.json'
import esEnquiry from './es/enquiry.json'
import enEnquiry from './en/enquiry.json'
import esPages from './es/pages.json'
import enPages from './en/pages.json'
import esHome from './es/home.json'
import enHome from './en/home.json'
import esServices from './es/services.json'
import enServices from './en/services.json'
import esVisas from './es/visas.json'
import enVisas from './en/visas.json'
import esTeam from './es/team.json'
import enTeam from './en/team.json'
import esReviews from './es/reviews.json'
import enReviews from './en/reviews.json'
import esBlog from './es/blog.json'
import enBlog from './en/blog.json'
import esContact from './es/contact.json'
import enContact from './en/contact.json'
import esLegal from './es/legal.json'
import enLegal from './en/legal.json'
import esLanding from './es/landing.json'
import enLanding from './en/landing.json'
import esError from './es/error.json'
import esSafety from './es/safety.json'
import enSafety from './en/safety.json'
import enError from './en/error.json'
import esOutage from './es/outage.json'
import enOutage from './en/outage.json'

const es = {
  ...esCommon,
  routes: esRoutes,
  enquiry: esEnquiry,
  pages: esPages,
  home: esHome,
  services: esServices,
  visas: esVisas,
  team: esTeam,
  reviews: esReviews,
  blog: esBlog,
  contact: esContact,
  legal: esLegal,
  landing: esLanding,
  safety: esSafety,
  errorPage: esError,
  outage: esOutage,
}
const en = {
  ...enCommon,
  routes: enRoutes,
  enquiry: enEnquiry,
  pages: enPages,
  home: enHome,
  services: enServices,
  visas: enVisas,
  team: enTeam,
  reviews: enReviews,
  blog: enBlog,
  contact: enContact,
  legal: enLegal,
  landing: enLanding,
  safety: enSafety,
  errorPage: enError,
  outage: enOutage,
}

export type Messages = typeof es
export const messages: Record<Locale, Messages> = { es, en: en as Messages }
