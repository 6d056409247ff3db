/** Types of scripts/lib/dockerfile.mjs for the TypeScript tests that import it. */
export type DockerInstruction = { keyword: string; args: string; line: number }
export type DockerStage = { name: string; from: string; instructions: DockerInstruction[] }
export type DockerCopy = { from: string | null; sources: string[]; dest: string; workdir: string }
export type RuntimeStage = {
  name: string
  workdir: string
  env: Record<string, string>
  copies: DockerCopy[]
  cmd: string[]
  user: string
  stages: DockerStage[]
}
export function dockerInstructions(text: string): DockerInstruction[]
export function dockerStages(text: string): DockerStage[]
export function parseEnv(args: string): Record<string, string>
export function parseCopy(args: string): { from: string | null; sources: string[]; dest: string }
export function runtimeStage(text: string, stageName?: string): RuntimeStage
export function assembleStage(stage: RuntimeStage, dest: string, options?: { projectRoot?: string }): string[]
export function readDockerfile(file?: string): string
export function dockerIgnores(patterns: string[], relativePath: string): boolean
