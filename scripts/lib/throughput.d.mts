/** Types of scripts/lib/throughput.mjs for the TypeScript test that imports it. */
export type WrkFigures = {
  rps: number
  p50: number | null
  p99: number | null
  requests: number
  non2xx: number
  socketErrors: number
}
export const WRK_CONNECTIONS: number
export function parseWrk(output: string): WrkFigures
export type ThroughputRow = {
  name: string
  path: string
  bytesGzip: number
  gzip: boolean
  direct: WrkFigures
  cache: WrkFigures
  limit: WrkFigures
  cacheShareOfLimit: number
  cacheBudgetPass: boolean
}
export type Throughput = { seconds: number; connections: number; rows: ThroughputRow[] }
export function measureThroughput(options: {
  appUrl: string
  targets: Array<{ name: string; path: string }>
  seconds?: number
}): Promise<Throughput>
export function throughputMarkdown(result: Throughput): string
