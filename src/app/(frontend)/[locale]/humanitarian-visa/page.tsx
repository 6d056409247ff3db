import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { HumanitarianOverview } from '@/components/sections/visa/HumanitarianOverview'

const page = definePage({
  route: '/humanitarian-visa',
  metadata: metadataFromTexts('visas.overview.meta'),
  render: ({ locale }) => <HumanitarianOverview locale={locale} />,
})

export default page.Page
export const generateMetadata = page.generateMetadata
