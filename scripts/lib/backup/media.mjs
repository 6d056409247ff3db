import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync, copyFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The media half of a backup: the MEDIA_DIR folder (`media/`), or the S3 bucket when S3_BUCKET is
 * set (the same S3_* settings as the site, src/server/media-storage.ts). Each file goes into the
 * archive under media/ with its path (folder) or key (bucket).
 */

/** `{ kind: 'folder', dir }` or `{ kind: 's3', bucket, client }`. */
export async function mediaStore(env = process.env, cwd = process.cwd()) {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return { kind: 'folder', dir: path.resolve(cwd, env.MEDIA_DIR?.trim() || 'media'), describe: '' }
  const { S3Client } = await import('@aws-sdk/client-s3')
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  const client = new S3Client({
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // No streamed-checksum trailers (aws-chunked): several S3-compatible stores keep those bytes
    // in the object (s3rver does), or refuse them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return { kind: 's3', bucket, client }
}

export function describeStore(store) {
  return store.kind === 'folder' ? `folder ${store.dir}` : `S3 bucket ${store.bucket}`
}

function walk(dir, prefix = '') {
  if (!existsSync(dir)) return []
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...walk(path.join(dir, entry.name), relative))
    else if (entry.isFile()) files.push(relative)
  }
  return files.sort()
}

async function listKeys(store) {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const objects = []
  let token
  do {
    const page = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) objects.push({ key: object.Key, size: Number(object.Size ?? 0) })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

/**
 * The archive entries of every media file (see archive.mjs). For a bucket, `contentTypes` collects
 * each object's Content-Type as it is read (Payload serves a file with the type its object has), for
 * the manifest.
 */
export async function mediaEntries(store, contentTypes = {}) {
  if (store.kind === 'folder') {
    const entries = walk(store.dir).map((relative) => {
      const file = path.join(store.dir, ...relative.split('/'))
      return { name: `media/${relative}`, size: statSync(file).size, open: () => createReadStream(file) }
    })
    return entries
  }
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  return (await listKeys(store)).map(({ key, size }) => ({
    name: `media/${key}`,
    size,
    open: async () => {
      const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }))
      if (object.ContentType) contentTypes[key] = object.ContentType
      return object.Body
    },
  }))
}

/** How many files the store holds now. */
export async function mediaCount(store) {
  return store.kind === 'folder' ? walk(store.dir).length : (await listKeys(store)).length
}

/**
 * Puts the backup's media (the unpacked `media/` folder) into the store. With `force`, what the
 * store held before is removed first, so it ends exactly as it was backed up.
 */
export async function restoreMedia(store, fromDir, { force = false, contentTypes = {} } = {}) {
  const files = walk(fromDir)
  const existing = await mediaCount(store)
  if (existing > 0 && !force)
    throw new Error(`the ${describeStore(store)} is not empty (${existing} files). Add --force to replace it.`)
  if (store.kind === 'folder') {
    if (existing > 0) rmSync(store.dir, { recursive: true, force: true })
    for (const relative of files) {
      const target = path.join(store.dir, ...relative.split('/'))
      mkdirSync(path.dirname(target), { recursive: true })
      copyFileSync(path.join(fromDir, ...relative.split('/')), target)
    }
    mkdirSync(store.dir, { recursive: true })
    return { files: files.length, removed: existing }
  }
  const { DeleteObjectsCommand, PutObjectCommand } = await import('@aws-sdk/client-s3')
  if (existing > 0) {
    const keys = (await listKeys(store)).map(({ key }) => ({ Key: key }))
    for (let i = 0; i < keys.length; i += 1000) {
      await store.client.send(new DeleteObjectsCommand({ Bucket: store.bucket, Delete: { Objects: keys.slice(i, i + 1000) } }))
    }
  }
  for (const relative of files) {
    const file = path.join(fromDir, ...relative.split('/'))
    await store.client.send(
      new PutObjectCommand({
        Bucket: store.bucket,
        Key: relative,
        Body: createReadStream(file),
        ContentLength: statSync(file).size,
        ContentType: contentTypes[relative],
      }),
    )
  }
  return { files: files.length, removed: existing }
}
