/* The shapes the POS screens receive and the currency they show; the ticket's shapes come from lib/pos-ticket. */
import { createContext, useContext } from 'react'
import { formatMoney } from '@/lib/money'
import type { MenuStation } from '#enums/restaurant/menu_station'

export type PosMenuItem = {
  id: number
  name: string
  categoryId: number
  priceCents: number
  station: MenuStation
  soldOut: boolean
}
export type PosCombo = {
  id: number
  name: string
  priceCents: number
  items: string[]
  soldOut: boolean
}
export type PosMenu = {
  categories: { id: number; name: string; station: MenuStation }[]
  items: PosMenuItem[]
  combos: PosCombo[]
}

/** The currency the POS shows its prices in (the screen provides it). */
export const PosCurrency = createContext('USD')

export function useMoney() {
  const currency = useContext(PosCurrency)
  return (cents: number) => formatMoney(cents, currency)
}

export type { Booking, PosOrder, StateLine, TicketLine } from '@/modules/restaurant/lib/pos-ticket'
export { orderKeysOf, ticketOf } from '@/modules/restaurant/lib/pos-ticket'
