import type { JobsConfig, TaskConfig } from 'payload'
import { staffRoles } from '@/access'

/**
 * Payload's Jobs Queue for the notifications that are not about a lead row: telling the CRM that a
 * person was erased (the leads are gone, so the lead row cannot be its outbox), and the admins'
 * alert that the notification ceiling was passed. Lead notifications are the worker's
 * (worker.server.ts). Retried with the same exponential back-off.
 *
 * This module is imported by payload.config.ts, which the Payload CLI loads outside Next.js, so it
 * must not import 'server-only' modules: the task body is loaded lazily when a job runs.
 */
import {
  ALERTS_QUEUE,
  CEILING_ALERT_TASK,
  ERASURE_QUEUE,
  ERASURE_WEBHOOK_TASK,
  HOUSEKEEPING_QUEUE,
  notificationRetries,
  RETENTION_TASK,
} from './queue'

const erasureWebhookTask: TaskConfig<typeof ERASURE_WEBHOOK_TASK> = {
  slug: ERASURE_WEBHOOK_TASK,
  label: 'Tell the CRM webhook that a person was erased',
  inputSchema: [
    { name: 'erasureId', type: 'text', required: true },
    { name: 'leads', type: 'json', required: true },
    { name: 'erasedAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
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

const ceilingAlertTask: TaskConfig<typeof CEILING_ALERT_TASK> = {
  slug: CEILING_ALERT_TASK,
  label: 'Tell the admins the notification ceiling was passed',
  inputSchema: [
    { name: 'ceiling', type: 'number', required: true },
    { name: 'notifiedLastHour', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: notificationRetries(),
  handler: async ({ input, req }) => {
    const { alertAdmins } = await import('@/features/leads/enquiry/ceiling-alert.server')
    return { output: { result: await alertAdmins(req.payload, input.ceiling, input.notifiedLastHour) } }
  },
}

/**
 * The site settings' retention periods, applied every hour at minute 7 (Payload's scheduler queues
 * one job per hour, whichever instance gets there first; the cron runs it). A failed pass is tried
 * again; the next hour's would catch up anyway.
 */
const retentionTask: TaskConfig<typeof RETENTION_TASK> = {
  slug: RETENTION_TASK,
  label: 'Apply the retention periods',
  outputSchema: [
    { name: 'spamDeleted', type: 'number' },
    { name: 'leadsDeleted', type: 'number' },
    { name: 'callClicksCleared', type: 'number' },
  ],
  retries: 2,
  schedule: [{ cron: '0 7 * * * *', queue: HOUSEKEEPING_QUEUE }],
  handler: async ({ req }) => {
    const { applyRetention } = await import('@/features/retention/retention.server')
    const { spamDeleted, leadsDeleted, callClicksCleared } = await applyRetention(req.payload)
    return { output: { spamDeleted, leadsDeleted, callClicksCleared } }
  },
}

const isAdminReq = ({ req }: { req: Parameters<typeof staffRoles>[0] }) => staffRoles(req).includes('admin')

export const notificationJobs: JobsConfig = {
  tasks: [erasureWebhookTask, ceilingAlertTask, retentionTask],
  // The REST endpoint /cms-api/payload-jobs/run is for admins only; the site runs jobs through the Local API.
  access: { run: isAdminReq, queue: isAdminReq, cancel: isAdminReq },
  // Payload's own cron runs these queues once a minute in every server process started with
  // `cron: true` (src/server/payload.ts); NOTIFY_WORKER=0 turns it off with the lead worker.
  autoRun: () =>
    process.env.NOTIFY_WORKER === '0'
      ? []
      : [ERASURE_QUEUE, ALERTS_QUEUE, HOUSEKEEPING_QUEUE].map((queue) => ({
          cron: '0 * * * * *',
          queue,
          limit: 10,
          silent: true,
        })),
  deleteJobOnComplete: true,
}
