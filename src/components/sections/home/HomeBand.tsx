import type { ComponentProps } from 'react'
import { HeadedSection } from '@/components/ui/ui'

/**
 * A white band of the home page named after its text group (`home.{band}`): the section is
 * `home-{band}` (its test id) and its heading `{band}-heading`, with the home page's taller padding.
 */
export function HomeBand({
  band,
  ...heading
}: { band: string } & Omit<ComponentProps<typeof HeadedSection>, 'id' | 'testId' | 'className' | 'roomy'>) {
  return <HeadedSection id={`${band}-heading`} testId={`home-${band}`} className="bg-white" roomy {...heading} />
}
