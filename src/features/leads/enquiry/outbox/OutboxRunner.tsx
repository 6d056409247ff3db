'use client'

import { useEffect, useState, type ComponentType } from 'react'
import { onOutboxPending, outboxPending } from './notice'
import type { OutboxLabels } from './OutboxNotice'

/**
 * On every page (the layout), and all the outbox costs a page with nothing kept: one localStorage
 * read. When an enquiry waits (now, or once a form keeps one), it loads `OutboxNotice`, which
 * starts the sender and shows its confirmation.
 */
export function OutboxRunner({ labels }: { labels: OutboxLabels }) {
  const [Notice, setNotice] = useState<ComponentType<{ labels: OutboxLabels }> | null>(null)

  useEffect(() => {
    let loading = false
    const load = () => {
      if (loading) return
      loading = true
      void import('./OutboxNotice').then((module) => setNotice(() => module.OutboxNotice))
    }
    onOutboxPending(load)
    if (outboxPending()) load()
    return () => onOutboxPending(null)
  }, [])

  return Notice ? <Notice labels={labels} /> : null
}
