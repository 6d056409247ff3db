import type { Messages } from '@/messages'
import type { Attorney, Category, SiteSetting } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { getPathname, type Href } from '@/i18n/navigation'

/** One entry of the main menu; desktop dropdowns and the phone overlay render the same tree. */
export type NavItem = {
  label: string
  children?: NavItem[]
} & ({ href: Href; external?: false } | { href: string; external: true })

type NavLabels = (key: keyof Messages['nav']) => string

/**
 * The menu of spec §2: HOME; SERVICES; ABOUT US (team: featured attorney, attorneys; about us);
 * VISAS (humanitarian: VAWA, T, U; K-1; EB-3 on the recruitment site); REVIEWS; BLOG (categories
 * from the CMS); CONTACT. Paths come from the route table, links and names from the CMS.
 */
export function buildNav(t: NavLabels, settings: SiteSetting, categories: Category[], founder: Attorney | undefined): NavItem[] {
  const items: NavItem[] = [
    { label: t('home'), href: '/' },
    {
      label: t('services'),
      href: '/services',
      children: [
        { label: t('immigration'), href: '/services/immigration-lawyer' },
        { label: t('personalInjury'), href: settings.externalSites.personalInjury, external: true },
        { label: t('truckRecruitment'), href: settings.externalSites.truckRecruitment, external: true },
        { label: t('allServices'), href: '/services' },
      ],
    },
    {
      label: t('aboutUs'),
      href: '/about-us',
      children: [
        {
          label: t('team'),
          href: '/attorneys',
          children: [
            ...(founder?.slug
              ? [{ label: founder.name, href: { pathname: '/attorneys/[name]' as const, params: { name: founder.slug } } }]
              : []),
            { label: t('attorneys'), href: '/attorneys' },
          ],
        },
        { label: t('aboutFirm'), href: '/about-us' },
      ],
    },
    {
      label: t('visas'),
      href: '/humanitarian-visa',
      children: [
        {
          label: t('humanitarianVisas'),
          href: '/humanitarian-visa',
          children: [
            { label: t('vawa'), href: '/humanitarian-visa/vawa-visa' },
            { label: t('tVisa'), href: '/humanitarian-visa/t-visa' },
            { label: t('uVisa'), href: '/humanitarian-visa/u-visa' },
          ],
        },
        { label: t('k1'), href: '/k1-visa' },
        { label: t('eb3'), href: settings.externalSites.truckRecruitment, external: true },
      ],
    },
    { label: t('reviews'), href: '/reviews' },
    {
      label: t('blog'),
      href: '/blog',
      children: [
        ...categories
          .filter((c) => c.slug)
          .map((c) => ({
            label: c.name,
            href: { pathname: '/blog/category/[category]' as const, params: { category: c.slug as string } },
          })),
        { label: t('allPosts'), href: '/blog' },
      ],
    },
    { label: t('contact'), href: '/contact' },
  ]
  return withoutEmptyLinks(items)
}

/** External links staff have not filled in yet are left out rather than shown broken. */
function withoutEmptyLinks(items: NavItem[]): NavItem[] {
  return items
    .filter((item) => !item.external || item.href !== '')
    .map((item) => (item.children ? { ...item, children: withoutEmptyLinks(item.children) } : item))
}

/** A menu entry with its path built (the phone menu, a client component, gets these). */
export type MenuLink = { label: string; href: string; external?: boolean; children?: MenuLink[] }

export function menuLinks(items: NavItem[], locale: Locale): MenuLink[] {
  return items.map((item) => ({
    label: item.label,
    href: item.external ? item.href : getPathname({ locale, href: item.href }),
    ...(item.external ? { external: true } : {}),
    ...(item.children?.length ? { children: menuLinks(item.children, locale) } : {}),
  }))
}
