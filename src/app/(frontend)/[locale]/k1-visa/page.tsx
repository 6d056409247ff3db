import { visaPage } from '@/components/sections/visa/VisaDetail'

const page = visaPage('k1')
export default page.Page
export const generateMetadata = page.generateMetadata
