/** Types of scripts/lib/budget-verdicts.mjs for the TypeScript test that imports it. */
export type BudgetVerdict = { budget: string; pass: boolean }
export function budgetVerdicts(parts: {
  leads?: Array<{ db: string; pass?: boolean }>
  throughput?: {
    rows: Array<{ path: string; cacheBudgetPass: boolean }>
  } | null
  dashboard?: Array<{ db: string; pass?: boolean; error?: string }>
  typing?: import('./typing.mjs').TypingRow[]
  lighthouse?: Array<{ path: string; figures: Record<string, unknown> }>
  rssEndKb?: number | null
}): BudgetVerdict[]
export const RSS_BUDGET_MB: number
export function budgetSummary(verdicts: BudgetVerdict[]): string
