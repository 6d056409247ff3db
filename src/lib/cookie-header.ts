/**
 * The one reader of a Cookie header, for the server (`request.headers.get('cookie')`) and the
 * browser (`document.cookie`), which share the same `name=value; name=value` shape.
 * A value that is not valid percent-encoding is returned as sent: the caller decides whether it
 * is one it wrote.
 */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== name) continue
    const raw = part.slice(index + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}
