/** Types of ledger.mjs (the erasure ledger, shared by the site and `npm run restore`). */
export type LedgerEntry = {
  erasureId: string
  erasedAt: string
  kind: 'phone' | 'email'
  /** personKeyHash of what the admin typed. */
  keyHash: string
  leadIds: number[]
  /** personKeyHash('phone', …) of each erased lead's searchPhone: their register entries are hashed too. */
  phoneHashes: string[]
}
export const ERASURE_LEDGER_ENV: 'ERASURE_LEDGER'
export const HASHED_OPT_OUT_PREFIX: 'erased:'
export function personKeyHash(secret: string, kind: 'phone' | 'email', key: string): string
export function hashedOptOutPhone(secret: string, phone: string): string
export function serverSecret(env?: Record<string, string | undefined>, cwd?: string): string | null
export function ledgerFile(env?: Record<string, string | undefined>, cwd?: string): string
export function appendLedger(file: string, entry: LedgerEntry): Promise<void>
export function parseLedger(text: string): LedgerEntry[]
export function readLedger(file: string): Promise<LedgerEntry[]>
export function mergeLedgers(...ledgers: LedgerEntry[][]): LedgerEntry[]
