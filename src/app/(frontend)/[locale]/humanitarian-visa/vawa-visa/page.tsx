import { definePage } from '@/lib/page'
import { VisaDetail, visaMetadata } from '@/components/sections/visa/VisaDetail'

const ROUTE = '/humanitarian-visa/vawa-visa'

const page = definePage({
  route: ROUTE,
  async metadata({ locale, alternates }) {
    return visaMetadata(locale, 'vawa', alternates)
  },
  async render({ locale }) {
    return <VisaDetail locale={locale} visa="vawa" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
