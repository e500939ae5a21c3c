/* The shapes the POS screens receive and the currency they show; the ticket's shapes come from lib/pos-ticket. */
import { createContext, useContext } from 'react'
import { formatMoney } from '@/lib/money'
import type { PosMenu } from '#queries/restaurant/pos_query'

export type { PosMenu, PosMenuItem } from '#queries/restaurant/pos_query'
export type PosCombo = PosMenu['combos'][number]

/** The currency the POS shows its prices in (the screen provides it). */
export const PosCurrency = createContext('USD')

export function useMoney() {
  const currency = useContext(PosCurrency)
  return (cents: number) => formatMoney(cents, currency)
}

export type { Booking, PosOrder, StateLine, TicketLine } from '@/modules/restaurant/lib/pos-ticket'
export { orderKeysOf, ticketOf } from '@/modules/restaurant/lib/pos-ticket'
