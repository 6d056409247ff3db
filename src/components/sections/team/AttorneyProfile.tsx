import { Link, getPathname } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/i18n/locales'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { ScrollToButton } from '@/components/ui/ScrollToButton'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { FormBlock } from '@/components/sections/home/FormBlock'
import { Icon, type IconName } from '@/components/ui/Icon'
import { buttonGold, buttonOutlineLight } from '@/components/ui/ui'
import { RuledHeading } from '@/components/ui/RuledHeading'
import { IconHeading } from '@/components/ui/IconHeading'
import { getCarouselLabels } from '@/components/sections/home/carousel-labels'
import { getSiteSettings, listAttorneyTestimonials } from '@/features/content/queries'
import { toMediaView } from '@/features/content/media'
import { siteUrl } from '@/lib/site-url'
import type { Attorney } from '@/payload-types'
import { AttorneyTestimonialSlider } from './AttorneyTestimonialSlider'
import { absoluteUrl, attorneyJsonLd, jsonLdScript } from './attorney-jsonld'
import { FramedPortrait } from './FramedPortrait'

const FORM_ANCHOR = 'enquiry-form'

/** Brand names, the same in both languages. */
const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
}

function FactList({ id, title, icon, items }: { id: string; title: string; icon: IconName; items: string[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/10" data-testid={id}>
      <IconHeading id={id} icon={icon} size="small">
        {title}
      </IconHeading>
      <ul className="mt-4 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-cream px-3 py-1.5 text-base text-navy ring-1 ring-navy/10">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * An attorney's profile: header with photo (the page's hero image), biography, languages,
 * practice areas, associations, client testimonials slider, social links, enquiry form, and the
 * schema.org Person JSON-LD.
 */
export async function AttorneyProfile({ locale, attorney }: { locale: Locale; attorney: Attorney }) {
  const [t, tRoutes, tCommon, tNav, settings, testimonials, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'team.profile' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
    getSiteSettings(locale),
    listAttorneyTestimonials(locale, attorney.id),
    getCarouselLabels(locale),
  ])
  const photo = toMediaView(attorney.photo, attorney.name)
  const slug = attorney.slug as string
  const base = siteUrl()
  const profile = { pathname: '/attorneys/[name]', params: { name: slug } } as const
  const profilePath = getPathname({ locale, href: profile })
  const socials = (attorney.socials ?? []).filter((s) => /^https?:\/\//i.test(s.url))
  const jsonLd = attorneyJsonLd({
    name: attorney.name,
    role: attorney.role,
    summary: attorney.summary,
    image: photo ? absoluteUrl(photo.url, base) : null,
    url: `${base}${profilePath}`,
    languages: attorney.languages,
    practiceAreas: attorney.practiceAreas,
    associations: attorney.associations,
    socials,
    firm: {
      name: settings.firmName,
      url: `${base}${getPathname({ locale, href: '/' })}`,
      telephone: settings.phones?.immigration?.number,
      email: settings.email,
    },
  })

  return (
    <div data-testid="attorney-profile">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <section className="relative overflow-hidden bg-navy text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0"
          style={{
            backgroundImage:
              'radial-gradient(circle at 85% 20%, rgba(19,128,122,0.5), transparent 45%), radial-gradient(circle at 10% 100%, rgba(201,162,39,0.2), transparent 40%)',
          }}
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <FramedPortrait
            photo={photo}
            priority
            sizes="(min-width: 768px) 35vw, 80vw"
            tilt="rotate-3"
            icon="scales"
            iconSize={120}
            className="relative mx-auto w-full max-w-xs md:max-w-sm"
          />
          <div>
            <p className="text-sm font-bold uppercase tracking-[0.18em] text-gold">{attorney.role}</p>
            <h1 className="mt-2 text-4xl font-bold leading-tight sm:text-5xl">{attorney.name}</h1>
            <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-gold" />
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{attorney.summary}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ScrollToButton targetId={FORM_ANCHOR} className={buttonGold} testId="send-message">
                <Icon name="message" size={18} />
                {t('contact')}
              </ScrollToButton>
              <Link href="/attorneys" className={buttonOutlineLight}>
                {t('allAttorneys')}
              </Link>
            </div>
            {socials.length > 0 ? (
              <div className="mt-8">
                <p className="text-sm font-bold uppercase tracking-wider text-white/80">{t('follow')}</p>
                <ul className="mt-3 flex flex-wrap gap-2" data-testid="attorney-socials">
                  {socials.map((social) => {
                    const network = NETWORK_NAMES[social.network] ?? social.network
                    return (
                      <li key={social.id ?? social.url}>
                        <ExternalLink
                          href={social.url}
                          aria-label={`${t('socialLink', { network, name: attorney.name })} ${tNav('opensInNewTab')}`}
                          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-gold hover:text-navy"
                        >
                          <SocialIcon name={social.network} />
                        </ExternalLink>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <div className="border-b border-navy/10 bg-white">
        <Breadcrumb
          label={tCommon('breadcrumb')}
          items={[
            { label: tRoutes('home'), href: '/' },
            { label: tRoutes('attorneys'), href: '/attorneys' },
            { label: attorney.name, href: profile },
          ]}
        />
      </div>

      <div className="bg-cream">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:py-20 lg:grid-cols-3">
          <section
            aria-labelledby="attorney-biography"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10 lg:col-span-2 lg:self-start"
            data-testid="attorney-biography"
          >
            <RuledHeading id="attorney-biography" className="text-2xl font-bold text-navy sm:text-3xl">
              {t('biography')}
            </RuledHeading>
            <RichText data={attorney.biography} className="prose-article mt-4 text-lg text-ink/90" />
          </section>
          <div className="space-y-6">
            <FactList id="attorney-languages" title={t('languages')} icon="globe" items={attorney.languages ?? []} />
            <FactList
              id="attorney-practice-areas"
              title={t('practiceAreas')}
              icon="scales"
              items={attorney.practiceAreas ?? []}
            />
            <FactList id="attorney-associations" title={t('associations')} icon="users" items={attorney.associations ?? []} />
          </div>
        </div>
      </div>

      {testimonials.length > 0 ? (
        <section aria-labelledby="attorney-testimonials-heading" className="overflow-hidden bg-white">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
            <p className="text-center text-sm font-bold uppercase tracking-[0.18em] text-teal-700">{t('testimonialsEyebrow')}</p>
            <RuledHeading
              id="attorney-testimonials-heading"
              className="mt-2 text-center text-2xl font-bold text-navy sm:text-4xl"
              align="center"
            >
              {t('testimonials')}
            </RuledHeading>
            <div className="mt-10">
              <AttorneyTestimonialSlider
                label={t('testimonialsLabel', { name: attorney.name })}
                labels={labels}
                testimonials={testimonials}
              />
            </div>
          </div>
        </section>
      ) : null}

      <FormBlock
        locale={locale}
        form="general"
        anchorId={FORM_ANCHOR}
        eyebrow={t('form.eyebrow')}
        title={t('form.title', { name: attorney.name })}
        text={t('form.text')}
        testId="attorney-form"
      />
    </div>
  )
}
