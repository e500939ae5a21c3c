/* The shapes the hotel report and dashboard screens receive: the server's queries' own types. */
import type {
  DashboardBooking as ServerDashboardBooking,
  HotelDashboard as ServerHotelDashboard,
  HotelTiles as ServerHotelTiles,
} from '#queries/hotel/dashboard'
import type {
  GuestReport as ServerGuestReport,
  GuestSpendRow as ServerGuestSpendRow,
  NationalityRow as ServerNationalityRow,
} from '#queries/hotel/guest_report'
import type {
  OccupancyDay as ServerOccupancyDay,
  OccupancyFigures as ServerOccupancyFigures,
  OccupancyReport as ServerOccupancyReport,
} from '#queries/hotel/occupancy'
import type {
  RevenueDay as ServerRevenueDay,
  RevenueFigures as ServerRevenueFigures,
  RevenueReport as ServerRevenueReport,
} from '#queries/hotel/revenue'
import type {
  RoomTypeFigures as ServerRoomTypeFigures,
  RoomTypeReport as ServerRoomTypeReport,
  RoomTypeRow,
} from '#queries/hotel/room_type_report'

export type OccupancyFigures = ServerOccupancyFigures
export type OccupancyDay = ServerOccupancyDay
export type OccupancyReport = ServerOccupancyReport

export type RevenueFigures = ServerRevenueFigures
export type RevenueDay = ServerRevenueDay
export type RevenueReport = ServerRevenueReport

export type RoomTypeFigures = ServerRoomTypeFigures
export type RoomTypeReportRow = RoomTypeRow
export type RoomTypeReport = ServerRoomTypeReport

export type NationalityRow = ServerNationalityRow
export type GuestSpendRow = ServerGuestSpendRow
export type GuestReport = ServerGuestReport

export type ReportHeadlines = {
  occupancyBp: number
  revenueCents: number
  adrCents: number
  topRoomType: { name: string; shareBp: number } | null
  guests: number
  repeatShareBp: number
}

export type DashboardBooking = ServerDashboardBooking
export type HotelTiles = ServerHotelTiles
export type HotelDashboard = ServerHotelDashboard
