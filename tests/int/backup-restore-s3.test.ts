import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3TestServer, type S3TestServer } from '../../scripts/lib/s3-test-server.mjs'
import { createRecords, freshPayload, records, runScript, scriptEnvironment, wipeDatabase } from './helpers/backup'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * The same round trip with the media in an S3 bucket (s3rver, as the multi-instance setup runs it):
 * the archive takes every object, and the restore puts them back with their content types, so
 * Payload serves them as before. Unencrypted, the default.
 */
let env: LeadEnv
let s3: S3TestServer
let client: S3Client
let backupDir: string
let scriptEnv: NodeJS.ProcessEnv

async function objects(): Promise<Record<string, { sha256: string; type: string | undefined }>> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  const result: Record<string, { sha256: string; type: string | undefined }> = {}
  for (const { Key } of listed.Contents ?? []) {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key }))
    const bytes = Buffer.from(await object.Body!.transformToByteArray())
    result[Key!] = { sha256: createHash('sha256').update(bytes).digest('hex'), type: object.ContentType }
  }
  return result
}

async function snapshot(payload: Payload) {
  return { ...(await records(payload)), objects: await objects() }
}

beforeAll(async () => {
  s3 = await startS3TestServer()
  client = new S3Client({
    region: s3.env.S3_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  })
  backupDir = mkdtempSync(path.join(tmpdir(), 'backup-s3-int-'))
  env = await startLeadEnv({ ...s3.env })
  scriptEnv = scriptEnvironment({ BACKUP_PASSPHRASE: 'correct horse battery staple s3', ...s3.env })
  await createRecords(env.payload)
}, 120_000)

afterAll(async () => {
  await env?.close()
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
  await s3?.stop()
  rmSync(backupDir, { recursive: true, force: true })
})

describe('backup and restore with media in S3', () => {
  it('backs up the bucket, and restores every object with its content type', async () => {
    const before = await snapshot(env.payload)
    expect(before.leads).toHaveLength(12)
    expect(Object.keys(before.objects)).toHaveLength(4)
    for (const { type } of Object.values(before.objects)) expect(type).toMatch(/^image\//)

    const backup = await runScript('backup', scriptEnv, '--out', backupDir)
    expect(backup.status, backup.out).toBe(0)
    expect(backup.out).toContain(`S3 bucket ${s3.bucket}, 4 files`)
    const [archive] = readdirSync(backupDir)
    expect(archive).toMatch(/^site-.*Z\.tar\.age$/)

    await wipeDatabase()
    const keys = Object.keys(before.objects).map((Key) => ({ Key }))
    await client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys } }))
    expect(await objects()).toEqual({})

    const restore = await runScript('restore', scriptEnv, path.join(backupDir, archive!))
    expect(restore.status, restore.out).toBe(0)
    expect(restore.out).toContain(`Media: 4 files into the S3 bucket ${s3.bucket}`)

    const restored = await freshPayload('restored-s3')
    try {
      expect(await snapshot(restored)).toEqual(before)
    } finally {
      await restored.destroy().catch(() => undefined)
    }
  })
})
