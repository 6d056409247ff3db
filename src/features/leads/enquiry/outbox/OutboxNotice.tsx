'use client'

import { useEffect, useState } from 'react'
import type { Messages } from '@/messages'
import { startOutbox } from './client'
import { setNoticeSink, type OutboxNotice as Notice } from './notice'

/** The notice's words (`messages[locale].enquiry.outbox`), props: no message runtime in the browser. */
export type OutboxLabels = Messages['enquiry']['outbox']

/**
 * Loaded by `OutboxRunner` once something waits in the outbox: starts the sender, which sends it
 * now if it can, and shows the confirmation of an enquiry sent while the visitor was elsewhere.
 */
export function OutboxNotice({ labels }: { labels: OutboxLabels }) {
  const [notice, setNotice] = useState<Notice | null>(null)

  useEffect(() => {
    setNoticeSink(setNotice)
    startOutbox()
    return () => setNoticeSink(null)
  }, [])

  return (
    // In the page from the start, so screen readers announce the confirmation when it appears.
    <div role="status" className={notice ? 'fixed inset-x-3 top-3 z-[1001] mx-auto max-w-md' : 'sr-only'}>
      {notice && (
        <div className="flex items-start gap-2 rounded-md border-2 border-teal bg-white py-2 pl-4 pr-2 text-base font-semibold text-navy shadow-lg">
          <p className="flex-1 py-2">{labels[notice]}</p>
          <button
            type="button"
            onClick={() => setNotice(null)}
            aria-label={labels.close}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-2xl leading-none"
          >
            ×
          </button>
        </div>
      )}
    </div>
  )
}
