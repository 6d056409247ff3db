import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import type { DatabaseAdapterObj } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import pino from 'pino'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'

import { locales, defaultLocale } from './i18n/locales'
import { Users } from './collections/Users'
import { Media } from './collections/Media'
import { Categories } from './collections/Categories'
import { Posts } from './collections/Posts'
import { Testimonials } from './collections/Testimonials'
import { AttorneyTestimonials } from './collections/AttorneyTestimonials'
import { Reviews } from './collections/Reviews'
import { Lives } from './collections/Lives'
import { Attorneys } from './collections/Attorneys'
import { Leads } from './features/leads/collection'
import { CallClicks } from './collections/CallClicks'
import { LoginAttempts } from './collections/LoginAttempts'
import { AuditLog } from './collections/AuditLog'
import { SecondFactorSessions, SecondFactorUses, SecondFactors } from './collections/SecondFactors'
import { Pages } from './collections/Pages'
import { Publications } from './collections/Publications'
import { Snapshots } from './collections/Snapshots'
import { pagePlugins } from './collections/Pages/plugins'
import { SiteSettings } from './globals/SiteSettings'
import { textGlobals } from './features/site-texts/globals'
import { migrations as postgresMigrations } from './migrations/postgres'
import { databaseUrl } from './server/database-url'
import { prepareNewDatabase } from './features/site-texts/first-start'
import { notificationJobs } from './features/leads/notifications/jobs'
import { withScheduledPublishing } from './features/pages/jobs'
import { payloadEmail } from './server/payload-email'
import { mediaStorage } from './server/media-storage'
import { answerClientMistakes } from './features/cms-api/client-mistakes'
import { firstContactEndpoint } from './features/leads/desk/first-contact.endpoint'
import { campaignsCsvEndpoint } from './features/leads/desk/campaigns-csv.endpoint'
import { CAMPAIGNS_PATH } from './features/leads/desk/paths'
import { erasePersonEndpoint } from './features/erasure/erase.endpoint'
import { pushSubscribeEndpoint, pushUnsubscribeEndpoint } from './features/leads/staff-push/subscription.endpoint'
import { DESK_MANIFEST_PATH, deskIconPath } from './features/leads/staff-push/desk-app'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { TextingOptOuts } from './collections/TextingOptOuts'
import { leadOptOutEndpoint } from './features/leads/texting-opt-out/lead-opt-out.endpoint'
import { configuredSiteOrigins, sessionOrigins } from './lib/site-url'
import { staffCookiePrefix } from './lib/cookie-names'
import { scrubbingLoggerOptions } from './server/log-scrub'
import { requireFullSignIn } from './access/full-sign-in'

const filename = fileURLToPath(import.meta.url)
const dirname = path.dirname(filename)

/**
 * PostgreSQL, always: DATABASE_URL in production, else the embedded server `npm start` and
 * `npm test` start under data/ (scripts/lib/embedded-postgres.mjs) and pass on as DATABASE_URL.
 * Schema changes go through committed migrations (`push: false`), so a database once set up never
 * meets an interactive prompt.
 */
function database(): DatabaseAdapterObj {
  return postgresAdapter({
    pool: {
      // Read when the adapter connects, not when the config loads: the build (`next build`,
      // `payload generate:importmap`) loads it and never connects, so it needs no database.
      get connectionString() {
        return databaseUrl()
      },
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/postgres'),
    prodMigrations: postgresMigrations,
  })
}

function secret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  // `npm start` always provides one (persisted under data/). Without it, staff sessions last only
  // as long as this process: better than a guessable default.
  return randomBytes(32).toString('hex')
}

/**
 * The admin's own origin (SITE_URL, else the server's own http://localhost:PORT): Payload then
 * accepts its session cookie only from a request whose Origin is one of these, or, with no Origin,
 * from a browser's same-origin/same-site request (Sec-Fetch-Site); a cross-site form or fetch
 * carrying the cookie is not signed in (src/lib/site-url.ts sessionOrigins).
 */
const siteOrigins = configuredSiteOrigins()

// Every access rule, Payload's own collections' included, asks for a finished sign-in (src/access/full-sign-in.ts).
export default buildConfig({
  secret: secret(),
  ...(siteOrigins.length > 0 ? { serverURL: siteOrigins[0] } : {}),
  csrf: sessionOrigins(),
  // `__Host-payload-token` and `-lng` over https, `payload-…` over plain http (src/lib/cookie-names.ts).
  cookiePrefix: staffCookiePrefix(),
  telemetry: false,
  routes: { api: '/cms-api', admin: '/admin', graphQL: '/cms-api/graphql' },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    // The intake desk installs as an app on staff phones (src/features/leads/staff-push/desk-app.ts).
    meta: {
      titleSuffix: ' · CMS',
      manifest: DESK_MANIFEST_PATH,
      icons: [
        { rel: 'icon', type: 'image/png', sizes: '192x192', url: deskIconPath(192) },
        { rel: 'apple-touch-icon', url: deskIconPath(192) },
      ],
      appleWebApp: { capable: true, title: 'Admisión', statusBarStyle: 'default' },
    },
    // Gravatar would be a request to the outside world on every admin page; staff get initials.
    avatar: 'default',
    components: {
      // Staff form for social-media leads (src/features/leads/inbox), and a link to it in the nav.
      views: {
        // Payload sends a signed-in user it may not let in to "unauthorized": there, the sign-in
        // steps after the password (second factor, a new password: src/features/staff-auth).
        unauthorized: { Component: '@/features/staff-auth/second-factor/SignInStepsView#SignInStepsView' },
        // The intake desk (src/features/leads/desk): the home after login, and the campaign dashboard.
        dashboard: { Component: '@/features/leads/desk/IntakeHomeView#IntakeHomeView' },
        campaigns: { Component: '@/features/leads/desk/CampaignsView#CampaignsView', path: CAMPAIGNS_PATH, exact: true },
        // "Erase a person" on request (src/features/erasure), admins only.
        erasePerson: { Component: '@/features/erasure/ErasePersonView#ErasePersonView', path: '/erase-person', exact: true },
        socialMediaLead: {
          Component: '@/features/leads/inbox/SocialMediaLeadView#SocialMediaLeadView',
          path: '/social-media-lead',
          exact: true,
        },
      },
      afterNavLinks: [
        '@/features/leads/inbox/SocialMediaLeadNavLink#SocialMediaLeadNavLink',
        '@/features/leads/desk/CampaignsNavLink#CampaignsNavLink',
        '@/features/erasure/ErasePersonNavLink#ErasePersonNavLink',
      ],
    },
  },
  // The admin in Spanish or English, each person's choice (Account → Language, kept by Payload in the
  // `payload-lng` cookie, `__Host-payload-lng` over https). Spanish for anyone who has not chosen: the proxy (src/proxy.ts) sets it
  // before Payload would fall back to the browser's Accept-Language.
  i18n: { supportedLanguages: { es, en }, fallbackLanguage: 'es' },
  localization: {
    locales: [
      { code: 'es', label: 'Español' },
      { code: 'en', label: 'English' },
    ] satisfies { code: (typeof locales)[number]; label: string }[],
    defaultLocale,
    fallback: true,
  },
  collections: [
    Pages,
    Posts,
    Categories,
    Media,
    Testimonials,
    AttorneyTestimonials,
    Reviews,
    Lives,
    Attorneys,
    Leads,
    PushSubscriptions,
    TextingOptOuts,
    CallClicks,
    Users,
    LoginAttempts,
    AuditLog,
    Publications,
    Snapshots,
    SecondFactors,
    SecondFactorSessions,
    SecondFactorUses,
  ],
  // The pages' texts, one global per namespace (src/features/site-texts).
  globals: [SiteSettings, ...textGlobals],
  // The intake desk's endpoints: first contact from a lead's links, the campaign figures as CSV.
  // Staff devices turn new-lead notifications on and off (src/features/leads/staff-push); a lead's
  // "asked not to be texted" buttons (src/features/leads/texting-opt-out).
  endpoints: [
    firstContactEndpoint,
    campaignsCsvEndpoint,
    erasePersonEndpoint,
    pushSubscribeEndpoint,
    pushUnsubscribeEndpoint,
    leadOptOutEndpoint,
  ],
  // Lead notifications (e-mail to intake, CRM webhook, staff push, the visitor's confirmation): a
  // durable queue in this database; and the pages' scheduled publishing on a queue of its own
  // (src/features/pages/jobs.ts).
  jobs: withScheduledPublishing(notificationJobs),
  // After the migrations, on every start: a new database's first site texts (src/features/site-texts/first-start.ts).
  onInit: prepareNewDatabase,
  // Staff password-reset e-mails: SMTP from the environment, nothing sent (and a warning) without it.
  email: payloadEmail(),
  // Uploaded media: local disk (MEDIA_DIR), or an S3-compatible bucket when S3_BUCKET is set.
  // CMS pages: Payload's SEO fields and redirects collection (src/collections/Pages/plugins.ts).
  plugins: [mediaStorage(), ...pagePlugins()],
  // Client mistakes are one info line, not an error with a stack. Failed logins are not logged by
  // Payload at all: the login wrapper (src/features/staff-auth) logs each as one line with the
  // client and a hash of the account, which Payload's line lacks.
  // Payload's own lines (a failed query, a failed job) go through the same scrub as ours: no
  // statement values, no client address in the clear (src/server/log-scrub.ts). JSON like ours.
  logger: {
    options: {
      level: process.env.PAYLOAD_LOG_LEVEL ?? 'info',
      base: { service: 'payload' },
      timestamp: pino.stdTimeFunctions.isoTime,
      ...scrubbingLoggerOptions(),
    },
  },
  // A value the database refuses in a REST request (an id "abc", a date "never") is the client's 400/404.
  hooks: { afterError: [answerClientMistakes] },
  loggingLevels: { AuthenticationError: false, QueryError: 'info', UnverifiedEmail: 'info', LockedAuth: 'info' },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  upload: { limits: { fileSize: 50 * 1024 * 1024 } },
  // Types are generated on purpose (`npm run generate:types`, "How to add a collection"), not by
  // every Payload start outside production: each start spawned a `payload generate:types` (about 9 s
  // of CPU) that rewrote src/payload-types.ts while the type check read it, 41 times in one CI run.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
}).then(requireFullSignIn)
