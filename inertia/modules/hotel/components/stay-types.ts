/* The shapes the stay pages (booking Show, CheckIn, CheckOut) receive from the server. */
import type { BookingStatus, HousekeepingStatus } from '@/modules/hotel/types'
import type {
  ChargeKind as ServerChargeKind,
  PaymentMethod as ServerPaymentMethod,
} from '#enums/hotel/folio'
import type { EarlyDepartureChoice as ServerEarlyDepartureChoice } from '#enums/hotel/early_departure'

export type PaymentMethod = ServerPaymentMethod
export type ChargeKind = ServerChargeKind
export const PAYMENT_METHODS: PaymentMethod[] = ['cash', 'card', 'transfer']
export const CHARGE_KINDS: ChargeKind[] = ['room', 'restaurant', 'extra']

export type Stay = {
  id: number
  code: string
  status: BookingStatus
  lockVersion: number
  checkIn: string
  checkOut: string
  nights: number
  adults: number
  children: number
  nightlyRateCents: number
  totalCents: number
  creditLimitCents: number
  source: string
  specialRequests: string
  checkedInAt: string | null
  checkedOutAt: string | null
  documentConfirmedAt: string | null
  guest: {
    id: number
    fullName: string
    isVip: boolean
    documentType: string
    documentNumber: string
    company: string
    address: string
  }
  roomType: { id: number; code: string; name: string }
  room: { id: number; number: string; housekeepingStatus: HousekeepingStatus } | null
}

export type FolioCharge = {
  id: number
  kind: ChargeKind
  description: string
  serviceDate: string
  amountCents: number
  taxRateBp: number
  taxCents: number
  totalCents: number
}

export type FolioPayment = {
  id: number
  method: PaymentMethod
  isDeposit: boolean
  amountCents: number
  reference: string
  createdAt: string
}

export type Folio = {
  charges: FolioCharge[]
  payments: FolioPayment[]
  subtotalCents: number
  taxCents: number
  totalCents: number
  paidCents: number
  balanceCents: number
}

/** What leaving today means: see app/queries/hotel/departure.ts. */
export type Departure = {
  bookedCheckOut: string
  checkOut: string
  early: boolean
  firstNightKept: boolean
  nights: { night: string; totalCents: number }[]
  releasedCents: number
  late: { time: string; feeCents: number; taxCents: number; totalCents: number } | null
}

export type EarlyDepartureChoice = ServerEarlyDepartureChoice

export type FreeRoom = {
  id: number
  number: string
  floor: number
  housekeepingStatus: HousekeepingStatus
}

export type TimelineEntry = {
  id: string
  type: string
  typeLabel: string
  actorLabel: string | null
  createdAt: string
  changes: { field: string; label: string; before: string | null; after: string | null }[]
  details: { field: string; label: string; value: string }[]
}

export type StayAbilities = {
  update: boolean
  confirm: boolean
  cancel: boolean
  noShow: boolean
  checkIn: boolean
  checkOut: boolean
  move: boolean
  changeStay: boolean
  postCharge: boolean
  takePayment: boolean
}
