import { describe, expect, it } from 'vitest'
import { s3Settings } from './media-storage'

describe('s3Settings', () => {
  it('is off without a bucket: media stay on disk', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeNull()
  })

  it('reads a self-hosted store', () => {
    expect(
      s3Settings({
        S3_BUCKET: 'site-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'site-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })

  it('leaves endpoint and credentials to the AWS SDK when they are not set', () => {
    expect(s3Settings({ S3_BUCKET: 'b', S3_REGION: 'us-west-2' })).toEqual({
      bucket: 'b',
      region: 'us-west-2',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('refuses half a key pair instead of failing on the first upload', () => {
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
