import { describe, expect, it } from 'vitest'
import { AppError, errorResponse, errorStatus, toAppError } from './errors'

describe('AppError', () => {
  it('maps every code to one status', () => {
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(new AppError(code as keyof typeof errorStatus).status).toBe(status)
    }
  })

  it('turns parse errors into 400 and anything else into 500', () => {
    expect(toAppError(new SyntaxError('Unexpected token')).status).toBe(400)
    expect(toAppError(new TypeError('Failed to parse body as FormData.')).status).toBe(400)
    expect(toAppError(new Error('db down')).status).toBe(500)
    expect(toAppError('a string').status).toBe(500)
    expect(toAppError(undefined).status).toBe(500)
    expect(toAppError(null).status).toBe(500)
  })

  it('answers JSON with status "error" and Retry-After for 429', async () => {
    const response = errorResponse(new AppError('rate_limited', { retryAfterSeconds: 12.2 }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('13')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'error', code: 'rate_limited' })
  })

  it('sends a visitor message for client errors but never an internal one', async () => {
    const validation = errorResponse(new AppError('validation', { message: 'Please enter your name.', field: 'nombre' }))
    expect(await validation.json()).toEqual({
      status: 'error',
      code: 'validation',
      message: 'Please enter your name.',
      field: 'nombre',
    })
    const internal = errorResponse(new Error('connect ECONNREFUSED 10.0.0.5:5432 (database site)'))
    expect(internal.status).toBe(500)
    expect(JSON.stringify(await internal.json())).not.toContain('ECONNREFUSED')
    const detailed = errorResponse(new AppError('csrf', { detail: 'forged' }))
    expect(JSON.stringify(await detailed.json())).not.toContain('forged')
  })
})
