import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { ImmigrationLawyer, LAWYER_FORM } from '@/components/sections/visa/ImmigrationLawyer'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'

const ROUTE = '/services/immigration-lawyer'

const page = definePage({
  route: ROUTE,
  metadata: metadataFromTexts('services.lawyer.meta'),
  render: ({ locale }) => <ImmigrationLawyer locale={locale} />,
  shell: { sensitive: isSensitiveForm(LAWYER_FORM) },
})

export default page.Page
export const generateMetadata = page.generateMetadata
