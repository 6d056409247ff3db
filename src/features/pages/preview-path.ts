/**
 * The page a preview link may open: a path on this site ('/verano-2027', '/en/summer'), never
 * another origin ('//evil.example', '/\\evil', a scheme), so the preview route is no open redirect.
 */
export function matchPreviewPath(value: string | null): string | null {
  if (!value || value.length > 300) return null
  if (!/^\/(?![/\\])[a-z0-9\-/]*$/.test(value)) return null
  return value
}
