import type { Config } from 'payload'

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number]

/**
 * The SQLSTATE of PostgreSQL's refusal, wherever the adapter wrapped it (Drizzle's query error
 * keeps the driver's error as its `cause`).
 */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * A value the column cannot hold or be compared with: class 22 (data exception: "abc" for an id,
 * 1e400 for a number, "maybe" for a boolean, a limit past bigint) and 42804/42883 (a value or an
 * operator of the wrong type for the column).
 */
function refusesAValue(state: string): boolean {
  return state.startsWith('22') || state === '42804' || state === '42883'
}

/**
 * Payload's REST API hands the database what a client sent (an id in the path, a value in `where`,
 * a paging number) and answers the database's refusal with a 500. Such a refusal is the client's
 * mistake: 404 when the value was the document id in the path (no document can have it), 400
 * otherwise. Everything else, a database that is away included, stays Payload's answer. This is
 * Payload's own place for it (the root `afterError` hook runs for every REST error, never for the
 * Local API), and it reads the database's documented error codes, not Payload's internals.
 */
export const answerClientMistakes: AfterErrorHook = ({ error, req }) => {
  const state = sqlState(error)
  if (!state || !refusesAValue(state)) return
  const inPath = typeof req.routeParams?.id === 'string'
  req.payload.logger.info(
    { event: 'cms_api.client_mistake', sqlState: state, path: req.url ? new URL(req.url).pathname : undefined },
    'a value in a CMS API request does not fit its column',
  )
  return inPath
    ? { status: 404, response: { errors: [{ message: 'Not Found' }] } }
    : { status: 400, response: { errors: [{ message: 'A value in the query does not fit the field it is compared with.' }] } }
}
