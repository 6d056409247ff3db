import 'server-only'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { CarouselLabels } from '@/components/ui/Carousel'

/** The slider controls' labels in a page's language (raw: the Carousel fills {index}/{total}). */
export async function getCarouselLabels(locale: Locale): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'home.carousel' })
  return {
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slide: t.raw('slide') as string,
    goTo: t.raw('goTo') as string,
  }
}
