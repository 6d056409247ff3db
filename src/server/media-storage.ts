import type { Plugin } from 'payload'
import { s3Storage } from '@payloadcms/storage-s3'

/**
 * Where uploaded media live. Without S3_BUCKET: files on this machine's disk (MEDIA_DIR, `media/`),
 * right for one instance. With S3_BUCKET: an S3-compatible bucket through Payload's own adapter,
 * so every instance reads and writes the same files. Either way the pages link to
 * /cms-api/media/file/{name} and Payload answers it (from disk, or streamed from the bucket), so
 * URLs, the CSP (`img-src 'self'`) and the bucket's privacy do not depend on the choice.
 *
 * No 'server-only': payload.config.ts loads this, and the Payload CLI runs that outside Next.
 */
export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export function s3Settings(env: Record<string, string | undefined> = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then finds credentials itself)',
    )
  }
  return {
    bucket,
    // Most S3-compatible stores ignore the region but the SDK wants one.
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    // MinIO, s3rver and most self-hosted stores serve buckets under the path, not a subdomain.
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/**
 * The plugin is always installed, switched on only with S3 settings, and `alwaysInsertFields` keeps
 * the two columns it adds to media (`prefix`, `_object_key`) in the schema either way: one set of
 * migrations and one admin import map for both setups.
 */
export function mediaStorage(settings: S3Settings | null = s3Settings()): Plugin {
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: settings?.bucket ?? 'unused',
    config: settings
      ? {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: settings.credentials,
        }
      : {},
  })
}
