/** Types of scripts/lib/image.mjs for the TypeScript tests that import it. */
import type { ChildProcess } from 'node:child_process'
import type { RuntimeStage } from './dockerfile.mjs'

export const TEST_SECRET: string
export type AssembledImage = { dir: string; stage: RuntimeStage; copied: string[]; ms: number }
export function assembleRunner(options?: { dir?: string }): AssembledImage
export type RunningImage = { url: string; port: number; child: ChildProcess; log(): string; stop(): Promise<void> }
export function startRunner(options: {
  dir: string
  stage: RuntimeStage
  env?: Record<string, string>
  port?: number
  timeoutMs?: number
}): Promise<RunningImage>
export function throwawayDatabase(name?: string): { url: string; stop(): void }
export function migrate(databaseUrl: string, env?: Record<string, string>): string
export function removeFolder(dir: string): void
