/** Types of scripts/lib/nginx.mjs for the TypeScript tests that import it. */
export const NGINX_TEMPLATE: string
export const NGINX_TEMPLATE_VALUES: readonly string[]
export function renderNginxSite(template: string, values: Record<string, string>): string
export function upstreamServers(addresses: string[]): string
export function nginxAvailable(): boolean
export type NginxOptions = { upstreams: string[]; workers?: number | 'auto'; extraHttp?: string; outageDir?: string }
export function prepareNginx(options: NginxOptions & { port: number; template?: string }): string
export type ThrowawayNginx = {
  url: string
  port: number
  dir: string
  errorLog(): string
  accessLog(): string
  stop(): Promise<void>
}
export function startNginx(options: NginxOptions & { port?: number }): Promise<ThrowawayNginx>
