/**
 * Our HTTP front (scripts/serve.mjs) makes every cookie named `__Host-…` or `__Secure-…` Secure
 * before it goes out. Over https the staff cookies carry those prefixes (src/lib/cookie-names.ts),
 * and a browser drops such a cookie set without `Secure`: Payload's admin-language switch sets its
 * `__Host-payload-lng` with no `Secure` (a server action of @payloadcms/next, not ours to change),
 * so without this the choice of English would be lost. Names without a prefix are left alone (a
 * site on plain http, where `Secure` would make the browser drop them).
 */
const PREFIXED = /^\s*__(?:Host|Secure)-/

/** The Set-Cookie line with `Secure` added when its name carries a prefix and it lacks one. */
export function securePrefixed(line) {
  if (typeof line !== 'string' || !PREFIXED.test(line)) return line
  const attributes = line.split(';').slice(1)
  if (attributes.some((attribute) => attribute.split('=')[0].trim().toLowerCase() === 'secure')) return line
  return `${line}; Secure`
}

function fixed(value) {
  if (Array.isArray(value)) return value.map(securePrefixed)
  return typeof value === 'string' ? securePrefixed(value) : value
}

/**
 * Called before handing the request to Next. Every way a response's headers leave Node goes
 * through `writeHead` (an implicit header write calls it too), so the Set-Cookie lines set before
 * it and those it is given are fixed there.
 */
export function securePrefixedCookies(res) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    const current = this.getHeader('set-cookie')
    if (current !== undefined) this.setHeader('set-cookie', fixed(current))
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (Array.isArray(headers)) {
      // The raw form: [name, value, name, value, …] or [[name, value], …].
      for (let i = 0; i < headers.length; i++) {
        const entry = headers[i]
        if (Array.isArray(entry) && String(entry[0]).toLowerCase() === 'set-cookie') entry[1] = fixed(entry[1])
        else if (typeof entry === 'string' && entry.toLowerCase() === 'set-cookie' && i + 1 < headers.length) {
          headers[i + 1] = fixed(headers[i + 1])
          i++
        }
      }
    } else if (headers && typeof headers === 'object') {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'set-cookie') headers[name] = fixed(headers[name])
    }
    return writeHead.call(this, status, ...rest)
  }
}
