'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = {
  /** POST target (lead-opt-out.endpoint.ts). */
  url: string
  labels: { title: string; replyStop: string; call: string; saving: string; failed: string }
}

/**
 * On a lead's page: one tap records that the person asked not to be texted, saying how. The page is
 * then read again, so the texting links give way to the notice.
 */
export function OptOutButtons({ url, labels }: Props) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle')
  const record = async (source: 'reply-stop' | 'call') => {
    setState('saving')
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ source }),
      })
      if (!response.ok) throw new Error(String(response.status))
      router.refresh()
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="intake-opt-out" role="group" aria-label={labels.title}>
      <p className="intake-lead__muted">{labels.title}</p>
      <div className="intake-opt-out__buttons">
        <button type="button" className="intake-button" disabled={state === 'saving'} onClick={() => void record('reply-stop')}>
          {labels.replyStop}
        </button>
        <button type="button" className="intake-button" disabled={state === 'saving'} onClick={() => void record('call')}>
          {labels.call}
        </button>
      </div>
      <p aria-live="polite" className="intake-lead__muted">
        {state === 'saving' ? labels.saving : state === 'failed' ? labels.failed : ''}
      </p>
    </div>
  )
}
