/*
 * Apart from ./contract.ts (which re-exports them) so that what only needs the field names (the
 * forms' FormData reader) does not bring the contract's message keys (the Spanish enquiry
 * messages) along.
 */

/** Fields a draft may carry back: what the visitor typed or chose, never tokens or consent. */
export const draftFields = [
  'nombre',
  'email',
  'phone',
  'situacion',
  'casado',
  'estancia',
  'agente',
  'source',
  'status',
  'link',
  'tipo',
  'referido_nombre',
  'referido_telefono',
  'mensaje',
] as const

/** What a visitor typed, by posted field name: put back into the form after a refused native post. */
export type DraftValues = Partial<Record<(typeof draftFields)[number], string>>
