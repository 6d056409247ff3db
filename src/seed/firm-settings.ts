import type { SiteSetting } from '@/payload-types'
import { firm } from './content/firm'

type Office = NonNullable<SiteSetting['offices']>[number]

/**
 * The demo firm's required site settings (Spanish), with the given offices, each taking the demo
 * El Paso office's address for what it does not say: what tests and the dashboard bench write
 * before reading office hours. The seed writes the full settings itself (./seed.ts).
 */
export function demoFirmSettings(offices: Array<Partial<Office>>) {
  return {
    firmName: firm.firmName,
    email: firm.email,
    phones: Object.fromEntries(
      Object.entries(firm.phones).map(([key, phone]) => [key, { label: phone.label.es, number: phone.number }]),
    ) as unknown as SiteSetting['phones'],
    whatsapp: firm.whatsapp,
    offices: offices.map((office) => ({ ...firm.offices[0], name: firm.offices[0].name.es, ...office })),
    externalSites: { ...firm.externalSites },
    show: { ...firm.show },
  }
}
