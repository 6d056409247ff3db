import { definePage } from '@/lib/page'
import { VisaDetail, visaMetadata } from '@/components/sections/visa/VisaDetail'

const ROUTE = '/k1-visa'

const page = definePage({
  route: ROUTE,
  async metadata({ locale, alternates }) {
    return visaMetadata(locale, 'k1', alternates)
  },
  async render({ locale }) {
    return <VisaDetail locale={locale} visa="k1" />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
