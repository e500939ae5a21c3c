/* The shapes the hotel report and dashboard screens receive, exactly as the server's queries produce them. */
import type { ReportRange } from '@/components/reports/report-types'

export type OccupancyFigures = { available: number; sold: number; occupancyBp: number }
export type OccupancyDay = OccupancyFigures & { day: string }
export type OccupancyReport = ReportRange & { days: OccupancyDay[]; totals: OccupancyFigures }

export type RevenueFigures = {
  available: number
  sold: number
  revenueCents: number
  adrCents: number
  revparCents: number
}
export type RevenueDay = RevenueFigures & { day: string }
export type RevenueReport = ReportRange & { days: RevenueDay[]; totals: RevenueFigures }

export type RoomTypeFigures = {
  available: number
  sold: number
  occupancyBp: number
  revenueCents: number
  adrCents: number
  revenueShareBp: number
}
export type RoomTypeReportRow = RoomTypeFigures & { roomTypeId: number; code: string; name: string }
export type RoomTypeReport = ReportRange & { types: RoomTypeReportRow[]; totals: RoomTypeFigures }

export type NationalityRow = {
  nationality: string | null
  guests: number
  repeatGuests: number
  shareBp: number
}
export type GuestSpendRow = {
  guestId: number
  name: string
  nationality: string | null
  nights: number
  roomRevenueCents: number
  otherChargesCents: number
  spendCents: number
  soldBookings: number
}
export type GuestReport = ReportRange & {
  guests: number
  nationalities: NationalityRow[]
  repeatGuests: { guests: number; shareBp: number }
  topGuests: GuestSpendRow[]
  averageStay: { bookings: number; nights: number; hundredths: number }
}

export type ReportHeadlines = {
  occupancyBp: number
  revenueCents: number
  adrCents: number
  topRoomType: { name: string; shareBp: number } | null
  guests: number
  repeatShareBp: number
}

export type DashboardBooking = {
  id: number
  code: string
  status: string
  guestName: string
  roomNumber: string | null
  roomTypeName: string
  people: number
  checkIn: string
  checkOut: string
}
export type HotelTiles = {
  today: string
  arrivals: { expected: number; arrived: number }
  departures: { expected: number; departed: number }
  inHouse: { bookings: number; people: number }
  occupancyTodayBp: number
}
export type HotelDashboard = HotelTiles & {
  listLimit: number
  arrivalList: DashboardBooking[]
  departureList: DashboardBooking[]
  occupancyWeek: OccupancyDay[]
  roomsByStatus: {
    status: 'clean' | 'dirty' | 'cleaning' | 'inspected' | 'out_of_order'
    rooms: number
  }[]
  revenue: { todayCents: number; monthStart: string; monthToDate: RevenueFigures }
}
