/** Types of scripts/lib/typing.mjs for the TypeScript test that imports it. */
export const TYPING_BUDGET_MS: number
export const KEY_DELAY_MS: number
export const LIVE_BUDGET_MS: number
export const TYPED: { nombre: string; phone: string }
export type TraceEvent = { name?: string; ph?: string; args?: { data?: Record<string, unknown> } }
export function keystrokeDelays(traceEvents: TraceEvent[]): number[]
export function percentile(values: number[], p: number): number | null
export type TypingRow =
  | {
      path: string
      keystrokes: number
      traced: number
      p98Ms: number | null
      maxMs: number | null
      scriptsDuringTyping: number
      liveSeconds: number | null
      kept: boolean
      keptText: string
      typingSeconds?: number
    }
  | { path: string; error: string }
export function measureTyping(
  browser: import('@playwright/test').Browser,
  url: string,
  options: { formSelector?: string; pendingAttribute: string },
): Promise<Exclude<TypingRow, { error: string }> & { typingSeconds: number }>
export function typingPass(row: TypingRow): boolean
export function typingMarkdown(rows: TypingRow[]): string
