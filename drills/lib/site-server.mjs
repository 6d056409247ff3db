/**
 * The drills' server: scripts/serve.mjs itself, started under this command line instead. The
 * machine is shared, and other sessions stop their servers by name (`pkill -f scripts/serve.mjs`
 * style): that SIGTERM reached drill servers mid-drill. Same code, same environment, another name.
 */
await import('../../scripts/serve.mjs')
