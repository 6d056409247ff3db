import net from 'node:net'

/** A port nobody listens on, on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForOk(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 400))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`)
}
