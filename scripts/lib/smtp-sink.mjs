import { SMTPServer } from 'smtp-server'
import http from 'node:http'

/**
 * A real SMTP server on 127.0.0.1 that keeps every message in memory, plus a small HTTP view of
 * them (GET /messages → JSON) so browser and API tests can check what the firm's inbox received.
 * `accepting()` false makes it a mail server that is down for mail: it refuses every recipient
 * with 451 (try again later), and the site must retry.
 */
export async function startSmtpSink({ accepting = () => true } = {}) {
  const messages = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The site's mailer keeps its connection open; closing drops it at once rather than after
    // smtp-server's default 30 s wait (17 s of a test file's 25 s went there).
    closeTimeout: 100,
    onRcptTo(_address, _session, callback) {
      callback(accepting() ? undefined : new Error('451 try again later'))
    },
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom?.address ?? null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: new Date().toISOString(),
        })
        callback()
      })
    },
  })
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const view = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(messages))
  })
  await new Promise((resolve) => view.listen(0, '127.0.0.1', resolve))
  return {
    port: smtp.server.address().port,
    url: `http://127.0.0.1:${view.address().port}/messages`,
    messages,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => view.close(r))]).then(() => undefined),
  }
}
