import type { JobsConfig, TaskConfig } from 'payload'
import { staffRoles } from '@/access'

/**
 * The durable notification queue: Payload's Jobs Queue, stored in the same database as the leads
 * (collection payload-jobs). Two tasks per lead: e-mail the intake inbox and, when
 * CRM_WEBHOOK_URL is set, POST the lead to the CRM. A failing task is retried with exponential
 * back-off (by default 12 attempts from 30 s: about 34 hours in all), so a mail server or CRM that
 * is down delays notifications and loses none.
 *
 * This module is imported by payload.config.ts, which the Payload CLI loads outside Next.js, so it
 * must not import 'server-only' modules: the task bodies are loaded lazily when a job runs.
 */
import {
  CONFIRMATION_TASK,
  EMAIL_TASK,
  ERASURE_WEBHOOK_TASK,
  notificationRetries,
  NOTIFY_QUEUE,
  positiveInt,
  PUSH_TASK,
  WEBHOOK_TASK,
} from './queue'

const leadInput: TaskConfig['inputSchema'] = [{ name: 'leadId', type: 'text', required: true }]
const deliveryOutput: TaskConfig['outputSchema'] = [{ name: 'result', type: 'text' }]

/** One delivery task per channel: the same input, retries and runner, a different `kind`. */
function deliveryTask<Slug extends typeof EMAIL_TASK | typeof WEBHOOK_TASK | typeof PUSH_TASK | typeof CONFIRMATION_TASK>(
  slug: Slug,
  kind: 'email' | 'webhook' | 'push' | 'confirmation',
  label: string,
): TaskConfig<Slug> {
  const task: TaskConfig<typeof EMAIL_TASK> = {
    slug: EMAIL_TASK,
    label,
    inputSchema: leadInput,
    outputSchema: deliveryOutput,
    retries: notificationRetries(),
    handler: async ({ input, job, req }) => {
      const { deliver } = await import('./deliver.server')
      const result = await deliver({ kind, payload: req.payload, leadId: input.leadId, previousTries: job.totalTried ?? 0 })
      return { output: { result } }
    },
  }
  // Both tasks have the same input and output schemas (leadInput, deliveryOutput), so the e-mail
  // task's types hold for the webhook task too; Payload's per-slug conditional types cannot be
  // checked against a generic slug.
  return { ...task, slug } as unknown as TaskConfig<Slug>
}

const emailTask = deliveryTask(EMAIL_TASK, 'email', 'E-mail a lead to the intake inbox')
const webhookTask = deliveryTask(WEBHOOK_TASK, 'webhook', 'POST a lead to the CRM webhook')
const pushTask = deliveryTask(PUSH_TASK, 'push', "Notify the staff's phones of a lead (Web Push)")
const confirmationTask = deliveryTask(CONFIRMATION_TASK, 'confirmation', 'E-mail the visitor that their enquiry arrived')

const erasureWebhookTask: TaskConfig<typeof ERASURE_WEBHOOK_TASK> = {
  slug: ERASURE_WEBHOOK_TASK,
  label: 'Tell the CRM webhook that a person was erased',
  inputSchema: [
    { name: 'erasureId', type: 'text', required: true },
    { name: 'leads', type: 'json', required: true },
    { name: 'erasedAt', type: 'text', required: true },
  ],
  outputSchema: deliveryOutput,
  retries: notificationRetries(),
  handler: async ({ input }) => {
    const { postErasureWebhook } = await import('./webhook')
    const url = process.env.CRM_WEBHOOK_URL?.trim()
    if (!url) return { output: { result: 'skipped' } }
    await postErasureWebhook({
      url,
      secret: process.env.CRM_WEBHOOK_SECRET || undefined,
      erasureId: input.erasureId,
      leads: input.leads as Array<{ id: number | string; submissionId: string | null }>,
      erasedAt: input.erasedAt,
    })
    return { output: { result: 'sent' } }
  },
}

const isAdminReq = ({ req }: { req: Parameters<typeof staffRoles>[0] }) => staffRoles(req).includes('admin')

/**
 * Payload's cron expression (seconds first) for one pass every NOTIFY_INTERVAL_MS, rounded to whole
 * seconds between 1 and 59 (default 15 s).
 */
export function autoRunCron(env: Record<string, string | undefined> = process.env): string {
  const seconds = Math.min(59, Math.max(1, Math.round(positiveInt(env.NOTIFY_INTERVAL_MS, 15_000) / 1000)))
  return `*/${seconds} * * * * *`
}

export const notificationJobs: JobsConfig = {
  tasks: [pushTask, emailTask, webhookTask, confirmationTask, erasureWebhookTask],
  // The REST endpoint /cms-api/payload-jobs/run is for admins only; the site runs jobs through the Local API.
  access: { run: isAdminReq, queue: isAdminReq, cancel: isAdminReq },
  // Payload's job runner: once the instance is started with `cron: true` (src/server/payload.ts,
  // the admin's own requests, src/instrumentation.ts at start-up) it passes over the queue every
  // NOTIFY_INTERVAL_MS. NOTIFY_WORKER=0 (integration tests, benchmarks) turns it off. Read when the
  // crons start, not when this module loads, so a test can set the environment first.
  autoRun: () =>
    process.env.NOTIFY_WORKER === '0' ? [] : [{ cron: autoRunCron(), queue: NOTIFY_QUEUE, limit: 50, silent: true }],
  // Each tick runs the process's one notification pass (our sweeps, then Payload's `jobs.run`)
  // instead of a second, parallel `jobs.run`: Payload does not claim a job atomically
  // (payloadcms/payload#16043), so two passes in one process — the cron's and a new lead's nudge —
  // could both send the same lead (the crash drill on PostgreSQL saw 140 of 3,000 leads e-mailed
  // twice). Awaited, so the cron (protect: true) never overlaps itself either.
  shouldAutoRun: async (payload) => {
    const { runNotificationQueue } = await import('./runner.server')
    await runNotificationQueue(payload)
    return false
  },
  // Delivery is recorded on the lead itself (notifications group); finished jobs are not kept.
  deleteJobOnComplete: true,
}
