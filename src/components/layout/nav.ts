import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routes'
import type { Attorney, Category, SiteSetting } from '@/payload-types'

/** One entry of the main menu; desktop dropdowns and the phone overlay render the same tree. */
export type NavItem = {
  label: string
  href: string
  external?: boolean
  children?: NavItem[]
}

type NavLabels = (key: string) => string

/**
 * The menu of spec §2: HOME; SERVICES; ABOUT US (team: featured attorney, attorneys; about us);
 * VISAS (humanitarian: VAWA, T, U; K-1; EB-3 on the recruitment site); REVIEWS; BLOG (categories
 * from the CMS); CONTACT. Paths come from the route table, links and names from the CMS.
 */
export function buildNav(
  locale: Locale,
  t: NavLabels,
  settings: SiteSetting,
  categories: Category[],
  founder: Attorney | undefined,
): NavItem[] {
  const p = (route: Parameters<typeof localizedPath>[0], params?: Record<string, string>) =>
    localizedPath(route, locale, params)
  const items: NavItem[] = [
    { label: t('home'), href: p('/') },
    {
      label: t('services'),
      href: p('/services'),
      children: [
        { label: t('immigration'), href: p('/services/immigration-lawyer') },
        { label: t('personalInjury'), href: settings.externalSites.personalInjury, external: true },
        { label: t('truckRecruitment'), href: settings.externalSites.truckRecruitment, external: true },
        { label: t('allServices'), href: p('/services') },
      ],
    },
    {
      label: t('aboutUs'),
      href: p('/about-us'),
      children: [
        {
          label: t('team'),
          href: p('/attorneys'),
          children: [
            ...(founder?.slug ? [{ label: founder.name, href: p('/attorneys/[name]', { name: founder.slug }) }] : []),
            { label: t('attorneys'), href: p('/attorneys') },
          ],
        },
        { label: t('aboutFirm'), href: p('/about-us') },
      ],
    },
    {
      label: t('visas'),
      href: p('/humanitarian-visa'),
      children: [
        {
          label: t('humanitarianVisas'),
          href: p('/humanitarian-visa'),
          children: [
            { label: t('vawa'), href: p('/humanitarian-visa/vawa-visa') },
            { label: t('tVisa'), href: p('/humanitarian-visa/t-visa') },
            { label: t('uVisa'), href: p('/humanitarian-visa/u-visa') },
          ],
        },
        { label: t('k1'), href: p('/k1-visa') },
        { label: t('eb3'), href: settings.externalSites.truckRecruitment, external: true },
      ],
    },
    { label: t('reviews'), href: p('/reviews') },
    {
      label: t('blog'),
      href: p('/blog'),
      children: [
        ...categories
          .filter((c) => c.slug)
          .map((c) => ({ label: c.name, href: p('/blog/category/[category]', { category: c.slug as string }) })),
        { label: t('allPosts'), href: p('/blog') },
      ],
    },
    { label: t('contact'), href: p('/contact') },
  ]
  return withoutEmptyLinks(items)
}

/** External links staff have not filled in yet are left out rather than shown broken. */
function withoutEmptyLinks(items: NavItem[]): NavItem[] {
  return items
    .filter((item) => item.href !== '')
    .map((item) => (item.children ? { ...item, children: withoutEmptyLinks(item.children) } : item))
}
