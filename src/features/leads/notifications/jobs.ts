import type { JobsConfig, TaskConfig } from 'payload'
import { staffRoles } from '@/access'

/**
 * Payload's Jobs Queue, the site's one background engine: a new lead's notifications (one task per
 * channel, its escalation, and the watch over the channels: ./lead-jobs.server.ts), telling the CRM
 * that a person was erased, the admins' alert that the notification ceiling was passed, and the
 * retention periods. Notifications are retried with exponential back-off (./queue.ts).
 *
 * This module is imported by payload.config.ts, which the Payload CLI loads outside Next.js, so it
 * must not import 'server-only' modules: the task body is loaded lazily when a job runs.
 */
import {
  ALERTS_QUEUE,
  CEILING_ALERT_TASK,
  CHANNEL_TASKS,
  CHANNEL_WATCH_TASK,
  CHANNELS,
  ESCALATION_TASK,
  LEADS_QUEUE,
  type DeliveryKind,
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

const leadInput: TaskConfig['inputSchema'] = [{ name: 'leadId', type: 'text', required: true }]

/** One channel of one lead, sent once (./lead-jobs.server.ts). */
function channelTask(kind: DeliveryKind): TaskConfig<(typeof CHANNEL_TASKS)[DeliveryKind]> {
  return {
    slug: CHANNEL_TASKS[kind],
    label: `Notify a new lead: ${kind}`,
    inputSchema: leadInput,
    outputSchema: [{ name: 'result', type: 'text' }],
    retries: notificationRetries(),
    handler: async ({ input, job, req }) => {
      const { runChannelJob } = await import('./lead-jobs.server')
      return { output: { result: await runChannelJob(kind, input.leadId, req, job.totalTried ?? 0) } }
    },
  }
}

/** A lead nobody has contacted, announced again at 5 and 15 minutes (src/features/leads/escalation). */
const escalationTask: TaskConfig<typeof ESCALATION_TASK> = {
  slug: ESCALATION_TASK,
  label: 'Announce a waiting lead again',
  inputSchema: leadInput,
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const { runEscalationJob } = await import('./lead-jobs.server')
    return { output: { result: await runEscalationJob(input.leadId, req) } }
  },
}

/**
 * Every 5 s on the leads queue: gives back jobs whose runner died, and probes each channel that has
 * jobs waiting for a retry (./channel-recovery.server.ts). The release runs before the schedule
 * checks for a watch already queued, so a watch lost to a crash does not stop the watching.
 */
const channelWatchTask: TaskConfig<typeof CHANNEL_WATCH_TASK> = {
  slug: CHANNEL_WATCH_TASK,
  label: 'Watch the lead channels in an outage',
  outputSchema: [{ name: 'recovered', type: 'json' }],
  retries: 0,
  schedule: [
    {
      cron: '*/5 * * * * *',
      queue: LEADS_QUEUE,
      hooks: {
        beforeSchedule: async (args) => {
          const { releaseStuckJobs } = await import('./channel-recovery.server')
          await releaseStuckJobs(args.req.payload)
          return args.defaultBeforeSchedule!(args)
        },
      },
    },
  ],
  handler: async ({ req }) => {
    const { watchChannels } = await import('./channel-recovery.server')
    return { output: { recovered: await watchChannels(req.payload) } }
  },
}

const isAdminReq = ({ req }: { req: Parameters<typeof staffRoles>[0] }) => staffRoles(req).includes('admin')

const LEADS_PER_RUN = 25

export const notificationJobs: JobsConfig = {
  tasks: [...CHANNELS.map(channelTask), escalationTask, channelWatchTask, erasureWebhookTask, ceilingAlertTask, retentionTask],
  // The REST endpoint /cms-api/payload-jobs/run is for admins only; the site runs jobs through the Local API.
  access: { run: isAdminReq, queue: isAdminReq, cancel: isAdminReq },
  // One instance at a time runs the queues: Payload hands a job out by reading it and then marking
  // it, so two runners can take the same job, and the one that finds it gone fails its whole run
  // (and left its transactions open: with two instances on one database a flood of failing e-mail
  // jobs held all ten pool connections and the site stopped answering). The instance holding
  // the database's advisory lock runs them; if it stops, another takes over within 5 s.
  shouldAutoRun: async (payload) => {
    const { keepsAdvisoryLock } = await import('@/server/advisory-lock')
    return keepsAdvisoryLock(payload, 'site:job-runner')
  },
  // Payload's own cron runs these queues in every server process started with `cron: true`
  // (src/server/payload.ts): the leads queue every second (staff hear of a lead within seconds),
  // the others once a minute. NOTIFY_WORKER=0 turns them all off (tests and benchmarks run them).
  // A run of the leads queue takes up to LEADS_PER_RUN jobs: 25 took 0.6–0.75 s on an idle 2-core
  // machine (10 took 0.3 s), inside the one-second tick; after a burst of 3,000 leads (an e-mail,
  // a push and two escalations each) 10 a second left half of them unsent after 8 minutes.
  autoRun: () =>
    process.env.NOTIFY_WORKER === '0'
      ? []
      : [
          { cron: '* * * * * *', queue: LEADS_QUEUE, limit: LEADS_PER_RUN, silent: true },
          ...[ERASURE_QUEUE, ALERTS_QUEUE, HOUSEKEEPING_QUEUE].map((queue) => ({
            cron: '0 * * * * *',
            queue,
            limit: 10,
            silent: true,
          })),
        ],
  deleteJobOnComplete: true,
}
