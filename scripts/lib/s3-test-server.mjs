import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort } from './net.mjs'

/**
 * A throwaway S3-compatible server (npm `s3rver`, a dev dependency) on a free loopback port,
 * storing objects in a temp dir, with one empty bucket. `env` holds the S3_* settings that point
 * the site at it (src/server/media-storage.ts); `stop()` closes it and deletes the dir.
 * s3rver checks request signatures against its one built-in key pair, S3RVER / S3RVER.
 */
export async function startS3TestServer({ bucket = 'site-media' } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-test-'))
  const port = await freePort()
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close().catch(() => undefined)
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
