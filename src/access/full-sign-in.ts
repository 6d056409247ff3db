import type { PayloadRequest, SanitizedConfig } from 'payload'
import { staffRoles } from './index'

/**
 * Payload's default access is "any user on the request" (`Boolean(req.user)`, and the same when a
 * collection names no rule for an operation). A session that still owes a step of sign-in (the
 * second factor, a new password) has a user on the request, so without this it read every draft
 * version and created or deleted edit locks on any document, leads included. Our own rules already
 * ask for staff roles (staffRoles treats such a session as nobody); this closes every rule Payload
 * supplies too, its own collections' included (payload-locked-documents, payload-preferences,
 * payload-jobs, payload-migrations…), which exist only once the config is sanitized: hence a pass
 * over the built config, not a plugin.
 *
 * Every access rule of every collection and global, and the jobs' rules, is wrapped: a request
 * whose user is not a fully signed-in staff member is refused; an anonymous request is judged by
 * the rule as before (published pages stay public); a rule Payload would default is a staff rule.
 */
type AccessArgs = { req: PayloadRequest } & Record<string, unknown>
type AccessFn = (args: AccessArgs) => unknown

export const COLLECTION_ACCESS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock', 'admin'] as const
export const GLOBAL_ACCESS = ['read', 'update', 'readVersions'] as const
export const JOBS_ACCESS = ['run', 'queue', 'cancel'] as const

/** A user is on the request, but not a fully signed-in staff member. */
export function signInIncomplete(req: Pick<PayloadRequest, 'user'>): boolean {
  return Boolean(req.user) && staffRoles(req).length === 0
}

function gate(rule: AccessFn | undefined): AccessFn {
  return (args) => {
    if (signInIncomplete(args.req)) return false
    return rule ? rule(args) : staffRoles(args.req).length > 0
  }
}

function gateAll(access: Record<string, unknown>, operations: readonly string[]): void {
  for (const operation of operations) {
    // `admin` exists only on auth collections: Payload treats a missing one as "any user".
    access[operation] = gate(access[operation] as AccessFn | undefined)
  }
}

export function requireFullSignIn(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const access = (collection.access ??= {} as never) as unknown as Record<string, unknown>
    gateAll(
      access,
      COLLECTION_ACCESS.filter((op) => op !== 'admin' || collection.auth),
    )
  }
  for (const global of config.globals) {
    gateAll((global.access ??= {} as never) as unknown as Record<string, unknown>, GLOBAL_ACCESS)
  }
  if (config.jobs) gateAll((config.jobs.access ??= {}) as unknown as Record<string, unknown>, JOBS_ACCESS)
  return config
}
