import type { ComponentProps } from 'react'
import { HeadedSection } from '@/components/ui/ui'
import { BELOW_FOLD } from '@/components/layout/below-fold'

/**
 * A band of the home page named after its text group (`home.{band}`): the section is `home-{band}`
 * (its test id) and its heading `{band}-heading`, with the home page's taller padding; white
 * unless `className` gives another background. Every such band lies below the hero: drawn when near
 * (`below-fold`, globals.css).
 */
export function HomeBand({
  band,
  className = 'bg-white',
  ...heading
}: { band: string } & Omit<ComponentProps<typeof HeadedSection>, 'id' | 'testId' | 'roomy'>) {
  return (
    <HeadedSection id={`${band}-heading`} testId={`home-${band}`} className={`${className} ${BELOW_FOLD}`} roomy {...heading} />
  )
}
