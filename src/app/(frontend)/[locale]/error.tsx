'use client'
// A page that fails to render: the site's own page in the visitor's language (see ErrorPage).
export { ErrorPage as default } from '@/components/layout/ErrorPage'
