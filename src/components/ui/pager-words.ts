import 'server-only'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { PagerWords } from './Pagination'

/** The pager's words in a page's language (raw `page`: the pager fills {page} for each button). */
export async function getPagerWords(locale: Locale): Promise<PagerWords> {
  const t = await getTranslations({ locale, namespace: 'common' })
  return { previous: t('previous'), next: t('next'), page: t.raw('page') as string }
}
