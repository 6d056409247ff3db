import { useSyncExternalStore } from 'react'

/**
 * false in the server's HTML and while React hydrates it, true from the first render after (and
 * at once in a component the browser draws itself): what only live code can do appears then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot)
}

const subscribeToNothing = () => () => {}
const clientSnapshot = () => true
const serverSnapshot = () => false
