import type { Payload } from 'payload'

/**
 * Every admin account, with what an alert to them needs (address and admin language). No
 * server-only import: the Users collection's hooks (second-factor guessing alerts) also run in
 * Payload's CLI, the seed.
 */
export async function adminAccounts(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { email: true, language: true },
  })
  return docs
}
