import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { holdChannel, useEcho } from '@/lib/echo'
import type { ChannelListeners, PrivateChannelName } from '../../app/realtime/contract'

/**
 * Listens to a private channel while the component is mounted:
 *
 *   useChannel('events', { EventRecorded: (event) => prepend(event) }, { reloadOnReconnect: ['events'] })
 *
 * `name` is the channel without its `private-` prefix; event names are the domain
 * events' short names (laravel-echo adds the App.Events namespace). Both, and each
 * listener's payload, come from the real-time contract (app/realtime/contract.ts). When the channel is
 * subscribed again after the connection was lost, the page reloads the props listed in
 * `reloadOnReconnect`, so whatever was broadcast meanwhile is not missing.
 */
export function useChannel<C extends PrivateChannelName>(
  name: C,
  listeners: ChannelListeners<C>,
  options?: { reloadOnReconnect?: readonly string[] }
): void {
  const echo = useEcho()
  const latest = useRef({ listeners, reloadOnReconnect: options?.reloadOnReconnect })
  useEffect(() => {
    latest.current = { listeners, reloadOnReconnect: options?.reloadOnReconnect }
  })
  const events = Object.keys(listeners).sort().join(',')

  useEffect(() => {
    if (!echo) return
    const release = holdChannel(echo, `private-${name}`)
    const channel = echo.private(name)
    const handlers = events
      .split(',')
      .filter(Boolean)
      .map((event) => {
        const handler = (payload: unknown) =>
          (latest.current.listeners as Record<string, ((payload: unknown) => void) | undefined>)[
            event
          ]?.(payload)
        channel.listen(event, handler)
        return { event, handler }
      })

    const subscription = channel.subscription
    let subscribedBefore = subscription.subscribed
    const onSubscribed = () => {
      const only = latest.current.reloadOnReconnect
      if (subscribedBefore && only?.length) router.reload({ only: [...only] })
      subscribedBefore = true
    }
    subscription.bind('pusher:subscription_succeeded', onSubscribed)

    return () => {
      subscription.unbind('pusher:subscription_succeeded', onSubscribed)
      handlers.forEach(({ event, handler }) => channel.stopListening(event, handler))
      release()
    }
  }, [echo, name, events])
}
