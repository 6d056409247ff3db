/**
 * The hashes of a page's inline scripts, for its Content-Security-Policy (issue 47: the public
 * policy allowed any inline script). Done by our HTTP front once per cached body
 * (scripts/lib/compress.mjs), beside the ETag and the gzip bytes, so cached HTML stays one copy for
 * everyone and the policy names exactly the scripts that copy holds.
 *
 * Why here and not in next.config's `headers()`: a public page holds 8 or 9 inline scripts. Six are
 * the same on every page (the locale layout's four, Turbopack's chunk list `_R_`, Next's
 * `__next_f` start); one or two are the page's RSC payload (`self.__next_f.push(…)`, 10–90 KB,
 * different on every page and after every CMS edit), and one is the boot-script loader
 * (scripts/lib/boot-scripts.mjs, per route). A policy fixed per build cannot name those; a nonce
 * would make every page rendered per request (measured: 235 ms median against 29 ms cached).
 *
 * A script element's text runs from its start tag to the first `</script` (the HTML tokenizer's
 * script data state), and the browser hashes exactly those characters as UTF-8. Only executable
 * scripts count: no `src`, and no type or a JavaScript one (JSON-LD is data).
 */
import { createHash } from 'node:crypto'

const JS_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript'])

/** The value of an attribute in a start tag's text (`<script id="x" type="module">`), or null. */
function attribute(tag, name) {
  const lower = tag.toLowerCase()
  let from = 0
  for (;;) {
    const at = lower.indexOf(name, from)
    if (at < 0) return null
    from = at + name.length
    const before = lower[at - 1]
    if (before !== ' ' && before !== '\t' && before !== '\n' && before !== '/') continue
    let i = from
    while (lower[i] === ' ') i++
    if (lower[i] !== '=') {
      if (/[\s/>]/.test(lower[i] ?? '>')) return ''
      continue
    }
    i++
    while (lower[i] === ' ') i++
    const quote = tag[i]
    if (quote === '"' || quote === "'") return tag.slice(i + 1, tag.indexOf(quote, i + 1))
    let end = i
    while (end < tag.length && !/[\s>]/.test(tag[end])) end++
    return tag.slice(i, end)
  }
}

/** `'sha256-…'` of each executable inline script of `html`, in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  const lower = html.toLowerCase()
  let from = 0
  for (;;) {
    const open = lower.indexOf('<script', from)
    if (open < 0) break
    const next = lower[open + 7]
    const tagEnd = html.indexOf('>', open)
    if (tagEnd < 0) break
    const close = lower.indexOf('</script', tagEnd + 1)
    if (close < 0) break
    from = close + 8
    if (next !== '>' && next !== ' ' && next !== '\t' && next !== '\n' && next !== '/') continue
    const tag = html.slice(open, tagEnd + 1)
    const type = (attribute(tag, 'type') ?? '').trim().toLowerCase()
    if (attribute(tag, 'src') !== null || !JS_TYPES.has(type)) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(html.slice(tagEnd + 1, close), 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/**
 * The policy with its script-src naming these hashes instead of allowing every inline script
 * (`'unsafe-inline'`); with none (a page without inline scripts, an answer that is no page), it
 * allows none. A policy without `'unsafe-inline'` in script-src (the admin's nonce one, the API's)
 * is returned as it is.
 */
export function withScriptHashes(policy, hashes) {
  if (typeof policy !== 'string') return policy
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/)
      if (parts[0] !== 'script-src' || !parts.includes("'unsafe-inline'")) return directive
      const kept = parts.filter((part) => part !== "'unsafe-inline'")
      return `${directive.startsWith(' ') ? ' ' : ''}${[...kept, ...hashes].join(' ')}`
    })
    .join(';')
}
