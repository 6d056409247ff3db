import { legalPage } from '@/components/sections/legal/LegalPage'

const page = legalPage('privacy')
export default page.Page
export const generateMetadata = page.generateMetadata
