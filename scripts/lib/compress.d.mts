/** Types of scripts/lib/compress.mjs for the TypeScript test that imports it. */
import type { IncomingMessage, ServerResponse } from 'node:http'
export function acceptsGzip(header: string | undefined): boolean
export type Rewrite = (body: string) => string
export type BodyEntry = {
  readonly etag: string
  readonly sent: string | Buffer
  readonly length: number | null
  readonly rewrite: Rewrite | null
  zipped: Buffer | null
  hashes: string[] | null
  cost: number
}
export type BodyCache = {
  entry(body: string | Buffer, encoding?: BufferEncoding, rewrite?: Rewrite | null): BodyEntry
  gzip(body: string | Buffer, encoding?: BufferEncoding, rewrite?: Rewrite | null): { bytes: Buffer; hit: boolean }
  readonly size: number
}
export function createBodyCache(maxBytes?: number): BodyCache
export function createCompression(options?: {
  cache?: BodyCache
  rewriteHtml?: Rewrite | null
  /** A public page's Content-Security-Policy names its inline scripts instead of `'unsafe-inline'`. */
  scriptHashes?: boolean
}): (req: IncomingMessage, res: ServerResponse) => void
