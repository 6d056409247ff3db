import { getSiteSettings } from '@/features/content/queries'
import { deskManifest } from '@/features/leads/staff-push/desk-app'

/** The intake desk's web manifest: what makes /admin installable on a staff phone. */
export async function GET(): Promise<Response> {
  const firmName = await getSiteSettings('es')
    .then((settings) => settings.firmName)
    .catch(() => 'Salazar Immigration Law')
  return new Response(JSON.stringify(deskManifest(firmName)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}
