import { useState } from 'react'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import {
  type KitchenLine,
  type KitchenTicketCard,
  postKitchen,
  reloadBoard,
  type Station,
} from './kitchen-live'
import { furthest, nextStatus } from './kitchen-steps'

/**
 * The display's taps, shown at once and then confirmed: a line moved on, a
 * ticket bumped off, the last bumped recalled. The tickets are fetched again
 * after each answer (this tab does not hear its own change on the channel);
 * a refusal undoes the tap and says why.
 */
export function useKitchenTaps(station: Station, announce: (message: string) => void) {
  const [refusal, setRefusal] = useState<string | null>(null)
  /* Taps not yet confirmed: line id → the status tapped to. */
  const [tapped, setTapped] = useState<Record<number, KitchenLine['kitchenStatus']>>({})
  const [bumping, setBumping] = useState<number[]>([])

  async function run(url: string, body: Record<string, unknown>, settle: () => void) {
    const answer = await postKitchen(url, body)
    if (answer.ok) {
      setRefusal(null)
      if (answer.message) announce(answer.message)
    } else {
      setRefusal(answer.message ?? t('restaurant.kitchen.refused'))
    }
    reloadBoard(settle)
  }

  /* A line never goes back: the further of the tap and the server's word. */
  const statusOf = (line: KitchenLine) => furthest(tapped[line.id], line.kitchenStatus)

  function advance(line: KitchenLine) {
    const from = statusOf(line)
    const to = nextStatus(from)
    if (!to) return
    setTapped((current) => ({ ...current, [line.id]: to }))
    const settle = () =>
      setTapped((current) =>
        Object.fromEntries(Object.entries(current).filter(([id]) => Number(id) !== line.id))
      )
    void run(urlFor('restaurant.kitchen.lines.advance', { id: line.id }), { from }, settle)
  }

  function bump(ticket: KitchenTicketCard) {
    setBumping((current) => [...current, ticket.id])
    const settle = () => setBumping((current) => current.filter((id) => id !== ticket.id))
    void run(urlFor('restaurant.kitchen.tickets.bump', { id: ticket.id }), {}, settle)
  }

  function recall() {
    void run(urlFor('restaurant.kitchen.recall', { station }), {}, () => undefined)
  }

  const isBumping = (ticket: KitchenTicketCard) => bumping.includes(ticket.id)
  return { refusal, statusOf, advance, bump, recall, isBumping }
}
