/**
 * The drills' server: `next start` itself (scripts/lib/next-server.mjs), started under this command
 * line instead. The machine is shared, and other sessions stop their servers by name (`pkill -f
 * next start` style): that SIGTERM reached drill servers mid-drill. Same code, same environment,
 * another name. Env: PORT.
 */
import { nextStartArgs } from '../../scripts/lib/next-server.mjs'

process.argv = [process.argv[0], ...nextStartArgs(process.env.PORT ?? 3000)]
await import('next/dist/bin/next')
