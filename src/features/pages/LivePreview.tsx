/**
 * Staff previewing a draft in the admin's live preview: the page tells the admin it is ready and,
 * on every save or autosave the admin announces, reloads itself, so the preview is the real page
 * rendered by the server (Payload's "refresh route on save", the protocol of
 * @payloadcms/live-preview: `payload-live-preview` ready, `payload-document-event` on save, both
 * from this origin only).
 *
 * A few hundred bytes inline, rendered only in draft mode: a client component here would be in
 * the route's chunks and download for every visitor (tests/api/cms-pages.test.ts checks none do).
 */
const LISTENER = `(function(){var o=location.origin,p=window.opener||window.parent;if(!p||p===window)return;p.postMessage({type:'payload-live-preview',ready:true},o);addEventListener('message',function(e){if(e.origin===o&&e.data&&e.data.type==='payload-document-event')location.reload()})})()`

export function LivePreview({ nonce }: { nonce: string | undefined }) {
  // A constant script of ours, no data in it; it runs by the page's CSP nonce.
  return <script nonce={nonce} data-live-preview="" dangerouslySetInnerHTML={{ __html: LISTENER }} />
}
