export { default } from '@/components/layout/NotFoundPage'
