/** Types of drills/lib/hostile-requests.mjs for the TypeScript test that imports it. */
export type HostileRequest = {
  method: string
  path: string
  label: string
  headers?: Record<string, string>
  body?: string
  raw?: string
}
/** A refused no-JavaScript post's redirect and the cookies it set (`name=value`). */
export type RefusedDraft = { location: string; draft: string; cookies: string[] }
export type HostileContext = { slugs: string[]; categories: string[]; token?: string; cookie?: string; drafts?: RefusedDraft[] }
/** What people really type: '%', '&', quotes, emoji, accents, Arabic, Chinese, a 2,000-character message. */
export const HUMAN_TEXTS: readonly string[]
export type HostileFailure = {
  method: string
  path: string
  status: number | string
  label: string
  headers?: Record<string, string>
  bodyHead?: string
  raw?: string
}
export function seededRandom(seed: number): () => number
export function routeTemplates(source?: string): string[]
export function makeGenerator(seed: number, context?: Partial<HostileContext>): () => HostileRequest
export function hostileRequests(count: number, seed?: number, context?: Partial<HostileContext>): HostileRequest[]
export function repeatedParamRequests(): HostileRequest[]
export function hostileContext(baseUrl: string): Promise<HostileContext>
export function sendHostile(
  baseUrl: string,
  req: HostileRequest,
  options?: { timeoutMs?: number; dispatcher?: unknown; localAddress?: string },
): Promise<{ status: number | string; error?: string }>
export function runHostile(
  baseUrl: string,
  requests: HostileRequest[],
  options?: {
    concurrency?: number
    timeLimitMs?: number
    timeoutMs?: number
    onProgress?: (sent: number) => void
    localAddress?: string
  },
): Promise<{ sent: number; seconds: number; statuses: Record<string, number>; faults: number; failures: HostileFailure[] }>
