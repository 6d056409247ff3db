/** Types of scripts/lib/compress.mjs for the TypeScript test that imports it. */
import type { IncomingMessage, ServerResponse } from 'node:http'
export function acceptsGzip(header: string | undefined): boolean
export type BodyEntry = { readonly etag: string; zipped: Buffer | null; cost: number }
export type BodyCache = {
  entry(body: string | Buffer, encoding?: BufferEncoding): BodyEntry
  gzip(body: string | Buffer, encoding?: BufferEncoding): { bytes: Buffer; hit: boolean }
  readonly size: number
}
export function createBodyCache(maxBytes?: number): BodyCache
export function createCompression(options?: { cache?: BodyCache }): (req: IncomingMessage, res: ServerResponse) => void
