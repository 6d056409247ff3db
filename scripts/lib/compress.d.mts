/** Types of scripts/lib/compress.mjs for the TypeScript test that imports it. */
import type { IncomingMessage, ServerResponse } from 'node:http'
export function acceptsGzip(header: string | undefined): boolean
export type GzipCache = { gzip(body: Buffer): { bytes: Buffer; hit: boolean }; readonly size: number }
export function createGzipCache(maxBytes?: number): GzipCache
export function createCompression(options?: { cache?: GzipCache }): (req: IncomingMessage, res: ServerResponse) => void
