import { visaPage } from '@/components/sections/visa/VisaDetail'

const page = visaPage('vawa')
export default page.Page
export const generateMetadata = page.generateMetadata
