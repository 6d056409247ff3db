/** Types of the part of scripts/lib/stages.mjs that tests/unit/stages.test.ts imports. */
export function failureLines(output: string): string[]
