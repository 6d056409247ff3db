import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { ImmigrationLawyer } from '@/components/sections/visa/ImmigrationLawyer'

const ROUTE = '/services/immigration-lawyer'

const page = definePage({
  route: ROUTE,
  metadata: metadataFromTexts('services.lawyer.meta'),
  render: ({ locale }) => <ImmigrationLawyer locale={locale} />,
})

export default page.Page
export const generateMetadata = page.generateMetadata
