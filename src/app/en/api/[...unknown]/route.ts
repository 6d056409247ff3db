import { unknownEndpoint } from '@/server/unknown-endpoint'

/** A path no endpoint here has: a JSON 404 by any method (src/server/unknown-endpoint.ts). */
export const GET = unknownEndpoint
export const POST = unknownEndpoint
export const PUT = unknownEndpoint
export const PATCH = unknownEndpoint
export const DELETE = unknownEndpoint
export const OPTIONS = unknownEndpoint
