/** Types of the part of scripts/lib/stages.mjs that tests/unit/stages.test.ts imports. */
export function failureLines(output: string): string[]
export function lastLines(output: string, count: number): string[]

export type StageContext = {
  exec: (cmd: string, args: string[], env: NodeJS.ProcessEnv) => Promise<boolean>
  log: (text: string) => void
}

export type Stage = { name: string; needs?: string[]; after?: string[]; run: (ctx: StageContext) => Promise<boolean> }

export type StageResult = { ok: boolean; skipped: boolean; ms: number; cpuMs: number; failures?: string[]; tail?: string[] }

export function runStages(
  stages: Stage[],
  options: { parallel: number },
): Promise<{
  results: Map<string, StageResult>
  ms: number
  machine: { busyMs: number; share: number; cores: number } | null
  stopAll: () => void
}>
