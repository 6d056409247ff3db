'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Staff previewing a draft in the admin's live preview: every autosave re-renders the page on the
 * server (Payload's "refresh route on save"), so the preview is the real page. Rendered only in
 * draft mode (CmsPage), so no visitor downloads it.
 */
export function LivePreview() {
  const router = useRouter()
  // The admin is on this origin; the server render has no window, and the listener draws nothing.
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
