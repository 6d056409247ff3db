// Sets the request locale before this segment's 404 boundary renders (see NotFoundPage).
export { NotFoundScope as default } from '@/components/layout/NotFoundPage'
