import { visaPage } from '@/components/sections/visa/VisaDetail'

const page = visaPage('u')
export default page.Page
export const generateMetadata = page.generateMetadata
