import type { Endpoint } from 'payload'
import { jsonBody as body, refuseUnlessStaff, staffAnswer as answer } from '@/server/staff-endpoint'
import { deviceName, readDeviceSubscription } from './subscription'

/** Where a device turns its new-lead notifications on (POST) and off (DELETE): /cms-api/intake/push-subscription */
export const PUSH_SUBSCRIPTION_PATH = '/intake/push-subscription'

/**
 * POST: this device's subscription (PushSubscription.toJSON()) for the signed-in staff member. A
 * device subscribed before (same endpoint) is taken over by whoever subscribes it now: a shared
 * desk phone notifies the person using it. DELETE `{ endpoint }`: this device stops (only one's own
 * devices; admins remove others' in the admin's list).
 * */
export const pushSubscribeEndpoint: Endpoint = {
  path: PUSH_SUBSCRIPTION_PATH,
  method: 'post',
  handler: async (req) => {
    const refused = await refuseUnlessStaff(req)
    if (refused) return refused
    const subscription = readDeviceSubscription(await body(req))
    if (!subscription) return answer(400, { errors: [{ message: 'Not a push subscription.' }] })
    const data = {
      ...subscription,
      user: req.user!.id,
      device: deviceName(req.headers.get('user-agent')).slice(0, 100),
      language: (req.i18n?.language === 'en' ? 'en' : 'es') as 'es' | 'en',
    }
    const existing = await req.payload.find({
      collection: 'push-subscriptions',
      where: { endpoint: { equals: subscription.endpoint } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const found = existing.docs[0]
    if (found) await req.payload.update({ collection: 'push-subscriptions', id: found.id, data, overrideAccess: true, depth: 0 })
    else await req.payload.create({ collection: 'push-subscriptions', data, overrideAccess: true, depth: 0 })
    return answer(found ? 200 : 201, { subscribed: true })
  },
}

export const pushUnsubscribeEndpoint: Endpoint = {
  path: PUSH_SUBSCRIPTION_PATH,
  method: 'delete',
  handler: async (req) => {
    const refused = await refuseUnlessStaff(req)
    if (refused) return refused
    const given = (await body(req)) as { endpoint?: unknown } | null
    if (typeof given?.endpoint !== 'string') return answer(400, { errors: [{ message: 'Which device? Send its endpoint.' }] })
    const { docs } = await req.payload.delete({
      collection: 'push-subscriptions',
      where: { and: [{ endpoint: { equals: given.endpoint } }, { user: { equals: req.user!.id } }] },
      overrideAccess: true,
      depth: 0,
    })
    return answer(200, { removed: docs.length })
  },
}
