'use client'

import { useEffect, useState, type ComponentType } from 'react'
import { onOutboxPending, outboxPending } from './notice'

/**
 * On every page (the layout), and all the outbox costs a page with nothing kept: one localStorage
 * read. When an enquiry waits (now, or once a form keeps one), it loads `OutboxNotice`, which
 * starts the sender and shows its confirmation.
 */
export function OutboxRunner() {
  const [Notice, setNotice] = useState<ComponentType | null>(null)

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

  return Notice ? <Notice /> : null
}
