/*
| Revenue report, one row per day of [from, to] (both included).
|
| - Room revenue = the sum of booking_nights.rate_cents of sold nights (booking
|   confirmed, checked in or checked out), net of tax.
| - ADR = room revenue ÷ sold room-nights; RevPAR = room revenue ÷ available
|   room-nights (active rooms minus out-of-order blocks, as in the occupancy
|   report). Both in cents, rounded half up; 0 when the divisor is 0.
| - Over the range: sums of revenue and room-nights, then the ratios (never an
|   average of the daily ADRs).
*/
import { roomNightsByDay, sumRoomNights } from '#queries/hotel/occupancy'
import { roundedRatio } from '#queries/report_math'

export type RevenueFigures = {
  available: number
  sold: number
  revenueCents: number
  adrCents: number
  revparCents: number
}
export type RevenueDay = RevenueFigures & { day: string }
export type RevenueReport = { from: string; to: string; days: RevenueDay[]; totals: RevenueFigures }

export function revenueOf({
  available,
  sold,
  revenueCents,
}: {
  available: number
  sold: number
  revenueCents: number
}): RevenueFigures {
  return {
    available,
    sold,
    revenueCents,
    adrCents: roundedRatio(revenueCents, sold),
    revparCents: roundedRatio(revenueCents, available),
  }
}

export async function revenueReport(from: string, to: string): Promise<RevenueReport> {
  const days = await roomNightsByDay(from, to)
  return {
    from,
    to,
    days: days.map((day) => ({ day: day.day, ...revenueOf(day) })),
    totals: revenueOf(sumRoomNights(days)),
  }
}
