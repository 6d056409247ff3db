import { legalPage } from '@/components/sections/legal/LegalPage'

const page = legalPage('terms')
export default page.Page
export const generateMetadata = page.generateMetadata
