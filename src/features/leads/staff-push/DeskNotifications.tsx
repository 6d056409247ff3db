'use client'

import { useEffect, useState } from 'react'

type Labels = {
  title: string
  on: string
  off: string
  isOn: string
  isOff: string
  denied: string
  unsupported: string
  notConfigured: string
  failed: string
}

type Props = {
  /** The VAPID public key, or null when the server has none (notifications off for everyone). */
  publicKey: string | null
  workerPath: string
  scope: string
  subscriptionUrl: string
  labels: Labels
}

type State = 'loading' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy'

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

async function tellServer(url: string, method: 'POST' | 'DELETE', body: unknown): Promise<void> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${response.status}`)
}

/**
 * This device's new-lead notifications, on or off. Registers the desk's service worker (which is
 * also what lets a phone install the desk), and keeps the server's copy of this device's
 * subscription current: a subscription the browser still holds is posted again on each visit, so
 * one the server pruned or never heard of comes back.
 */
export function DeskNotifications({ publicKey, workerPath, scope, subscriptionUrl, labels }: Props) {
  const [state, setState] = useState<State>('loading')
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    void (async () => {
      if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
        if (live) setState('unsupported')
        return
      }
      try {
        const registration = await navigator.serviceWorker.register(workerPath, { scope })
        const existing = await registration.pushManager.getSubscription()
        if (existing && publicKey) await tellServer(subscriptionUrl, 'POST', existing.toJSON()).catch(() => undefined)
        if (!live) return
        if (Notification.permission === 'denied') setState('denied')
        else setState(existing ? 'on' : 'off')
      } catch {
        if (live) setState('unsupported')
      }
    })()
    return () => {
      live = false
    }
  }, [publicKey, scope, subscriptionUrl, workerPath])

  const turnOn = async () => {
    if (!publicKey) return
    setState('busy')
    setFailed(false)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off')
      const registration = await navigator.serviceWorker.ready
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
      await tellServer(subscriptionUrl, 'POST', subscription.toJSON())
      setState('on')
    } catch {
      setFailed(true)
      setState('off')
    }
  }

  const turnOff = async () => {
    setState('busy')
    setFailed(false)
    try {
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.getSubscription()
      if (subscription) {
        await tellServer(subscriptionUrl, 'DELETE', { endpoint: subscription.endpoint })
        await subscription.unsubscribe()
      }
      setState('off')
    } catch {
      setFailed(true)
      setState('on')
    }
  }

  const note =
    state === 'unsupported'
      ? labels.unsupported
      : state === 'denied'
        ? labels.denied
        : !publicKey
          ? labels.notConfigured
          : state === 'on'
            ? labels.isOn
            : state === 'off'
              ? labels.isOff
              : ''
  return (
    <section className="intake-push" aria-labelledby="intake-push-title" data-state={state}>
      <h2 id="intake-push-title" className="intake__h2">
        {labels.title}
      </h2>
      <p className="intake-push__note" role="status">
        {failed ? labels.failed : note}
      </p>
      {publicKey && (state === 'off' || state === 'on' || state === 'busy') && (
        <button
          type="button"
          className={state === 'on' ? 'intake-button' : 'intake-button intake-button--primary'}
          disabled={state === 'busy'}
          onClick={() => void (state === 'on' ? turnOff() : turnOn())}
        >
          {state === 'on' ? labels.off : labels.on}
        </button>
      )}
    </section>
  )
}
