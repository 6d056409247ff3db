import type { Metadata } from 'next'
import { resolveRoutePage, type LocaleParams } from '@/lib/page'
import { LandingPage, landingMetadata } from '@/components/sections/landing/LandingPage'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Longest `?seccion=` value kept; the form engine strips it to letters, digits and spaces anyway. */
const SECTION_PARAM_MAX = 60

function sectionParam(raw: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, SECTION_PARAM_MAX)
  return value ? value : undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/video')
  return landingMetadata(locale, alternates, 'video')
}

/** Video-platform ads landing (/youtube): `?seccion=X` makes the form's label 'Youtube Landing X'. */
export default async function VideoLandingPage({ params, searchParams }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/landing/video')
  const seccion = sectionParam((await searchParams).seccion)
  return <LandingPage locale={locale} alternates={alternates} content="video" form="video-landing" sectionSuffix={seccion} />
}
