/* The shapes the Payments list and its drawer card receive, read from the server's declarations. */
import type { PaymentMethod as ServerPaymentMethod } from '#enums/restaurant/payment'
import type {
  DrawerRow as ServerDrawerRow,
  MethodTotal as ServerMethodTotal,
  PaymentRow as ServerPaymentRow,
} from '#queries/restaurant/payment_list'
import type { PaymentFilters as ServerPaymentFilters } from '#validators/restaurant/cash_drawers'

export type PaymentMethod = ServerPaymentMethod
export type PaymentRow = ServerPaymentRow
export type MethodTotal = ServerMethodTotal
export type DrawerRow = ServerDrawerRow
export type PaymentFilters = ServerPaymentFilters
export type OpenDrawer = DrawerRow & { cashTakenCents: number; expectedCents: number }
export type DrawerCard = { open: OpenDrawer | null; lastClosed: DrawerRow | null }
export type CashierOption = { id: number; name: string }
