import { useCallback, useSyncExternalStore } from 'react'
import { useEcho } from '@/lib/echo'

export type ConnectionState = 'connected' | 'connecting' | 'unavailable' | 'failed'

/**
 * pusher-js has six connection states; the header shows four:
 * - initialized, connecting → connecting: the first attempt, or pusher-js retrying after a drop;
 * - connected → connected;
 * - unavailable → unavailable: no connection for unavailableTimeout (10 s); pusher-js keeps retrying;
 * - failed (no websocket support) and disconnected (closed for good: signed out, or refused by
 *   the server) → failed: nothing retries on its own, only a reload reconnects.
 */
export function connectionStateOf(pusherState: string): ConnectionState {
  switch (pusherState) {
    case 'connected':
      return 'connected'
    case 'unavailable':
      return 'unavailable'
    case 'failed':
    case 'disconnected':
      return 'failed'
    default:
      return 'connecting'
  }
}

export function useConnectionState(): ConnectionState {
  const echo = useEcho()
  const connection = echo?.connector.pusher.connection
  const subscribe = useCallback(
    (onChange: () => void) => {
      connection?.bind('state_change', onChange)
      return () => connection?.unbind('state_change', onChange)
    },
    [connection]
  )
  return useSyncExternalStore(
    subscribe,
    () => (connection ? connectionStateOf(connection.state) : 'connecting'),
    () => 'connecting'
  )
}
