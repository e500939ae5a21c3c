import { useEffect, useState } from 'react'
import type { PresenceChannel } from 'pusher-js'
import { holdChannel, useEcho } from '@/lib/echo'
import type { PresenceChannelName } from '../../app/realtime/contract'

export type PresenceMember = { id: number; name: string; initials: string }

/**
 * Who is on a presence channel (without its `presence-` prefix), in name order; one
 * entry per user however many tabs they have open. Empty while disconnected.
 */
export function usePresence(name: PresenceChannelName): PresenceMember[] {
  const echo = useEcho()
  const [members, setMembers] = useState<PresenceMember[]>([])

  useEffect(() => {
    if (!echo) return
    const release = holdChannel(echo, `presence-${name}`)
    const subscription = echo.join(name).subscription as PresenceChannel
    const connection = echo.connector.pusher.connection
    const read = () => {
      const list: PresenceMember[] = []
      subscription.members.each((member: { info: PresenceMember }) => list.push(member.info))
      setMembers(list.sort((a, b) => a.name.localeCompare(b.name)))
    }
    const events = ['pusher:subscription_succeeded', 'pusher:member_added', 'pusher:member_removed']
    events.forEach((event) => subscription.bind(event, read))
    connection.bind('state_change', read)
    read()
    return () => {
      events.forEach((event) => subscription.unbind(event, read))
      connection.unbind('state_change', read)
      release()
    }
  }, [echo, name])

  return echo ? members : []
}
