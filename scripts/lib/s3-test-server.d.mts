/** Types of scripts/lib/s3-test-server.mjs for the TypeScript tests that import it. */
export type S3TestServer = {
  endpoint: string
  bucket: string
  directory: string
  env: {
    S3_BUCKET: string
    S3_ENDPOINT: string
    S3_REGION: string
    S3_FORCE_PATH_STYLE: string
    S3_ACCESS_KEY_ID: string
    S3_SECRET_ACCESS_KEY: string
  }
  stop(): Promise<void>
}
export function startS3TestServer(options?: { bucket?: string }): Promise<S3TestServer>
