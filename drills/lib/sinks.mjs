/**
 * The firm's side of notifications, on 127.0.0.1: an SMTP sink and a CRM webhook receiver that can
 * be taken down (port closed) and brought back up on the same port, keeping what they received.
 */
import http from 'node:http'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../../scripts/lib/net.mjs'

/** Lead id of an intake e-mail, from the Message-ID the site writes: <lead-{id}.{submissionId}@…>. */
export function leadIdOfMail(raw) {
  const m = /^Message-ID:\s*<lead-([^.>]+)\.([^@>]*)@/im.exec(raw)
  return m ? { id: m[1], submissionId: m[2] } : null
}

export async function smtpSink(port) {
  port ??= await freePort()
  const messages = []
  const confirmations = []
  let server = null
  const sink = {
    port,
    messages,
    confirmations,
    get up() {
      return server !== null
    },
    async start() {
      if (server) return
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // Closing drops the site's open connection at once (smtp-server waits 30 s by default).
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks = []
          stream.on('data', (c) => chunks.push(c))
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8')
            // The visitors' own confirmations (src/features/leads/visitor-confirmation) are not intake
            // e-mails: kept apart, so the drills' per-lead counts stay the intake inbox's.
            if (/^Message-ID:\s*<confirmation-/im.test(raw)) confirmations.push({ raw, at: Date.now() })
            else messages.push({ raw, lead: leadIdOfMail(raw), at: Date.now() })
            callback()
          })
        },
      })
      // A client dropping its connection (a killed server) must not take the drill down.
      server.on('error', () => undefined)
      await new Promise((resolve, reject) => {
        server.server.once('error', reject)
        server.listen(port, '127.0.0.1', resolve)
      })
    },
    async stop() {
      if (!server) return
      const s = server
      server = null
      await new Promise((r) => s.close(r))
    },
    /** Messages per lead id. */
    countsByLead() {
      const counts = new Map()
      for (const m of messages) {
        const key = m.lead?.id ?? '?'
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      return counts
    },
  }
  return sink
}

export async function webhookReceiver(port) {
  port ??= await freePort()
  const bodies = []
  let server = null
  const hook = {
    port,
    bodies,
    url: `http://127.0.0.1:${port}/leads`,
    async start() {
      if (server) return
      server = http.createServer((req, res) => {
        let body = ''
        req.on('data', (c) => (body += c))
        req.on('end', () => {
          try {
            bodies.push({ body: JSON.parse(body), headers: req.headers, at: Date.now() })
          } catch {
            bodies.push({ body: null, raw: body, at: Date.now() })
          }
          res.writeHead(201).end('ok')
        })
      })
      await new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', resolve)
      })
    },
    async stop() {
      if (!server) return
      const s = server
      server = null
      await new Promise((r) => {
        s.close(r)
        s.closeAllConnections()
      })
    },
    countsByLead() {
      const counts = new Map()
      for (const b of bodies) {
        const key = String(b.body?.id ?? '?')
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      return counts
    },
  }
  return hook
}
