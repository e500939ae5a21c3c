import { defineModule } from '#services/modules'

declare module '../../services/modules.js' {
  interface DashboardTileProps {
    hotelTiles: Awaited<ReturnType<typeof import('#queries/hotel/dashboard').hotelTiles>>
  }
}

export default defineModule({
  name: 'hotel',
  routes: () => import('#start/routes/hotel'),
  permissions: {
    hotel: {
      'hotel.dashboard.view': 'See the hotel dashboard',
      'hotel.bookings.view': 'See bookings',
      'hotel.bookings.create': 'Create bookings',
      'hotel.bookings.update': 'Edit and move bookings',
      'hotel.bookings.cancel': 'Cancel bookings and mark no-shows',
      'hotel.bookings.check_in': 'Check guests in',
      'hotel.bookings.early_check_in': 'Check guests in before their arrival date',
      'hotel.bookings.check_out': 'Check guests out',
      'hotel.bookings.leave_balance': 'Check out with an open balance',
      'hotel.bookings.early_departure_fee':
        'Keep the nights not slept on the bill of an early departure, or charge a fee for it',
      'hotel.bookings.override_rate': 'Override the nightly rate',
      'hotel.folios.post_charge': 'Post charges to a folio',
      'hotel.folios.take_payment': 'Take payments and deposits',
      'hotel.guests.view': 'See guests',
      'hotel.guests.create': 'Create guests',
      'hotel.guests.update': 'Edit guests',
      'hotel.guests.override_block': 'Book a blocked guest',
      'hotel.housekeeping.view': 'See the housekeeping board',
      'hotel.housekeeping.update': 'Work on housekeeping tasks',
      'hotel.housekeeping.assign': 'Assign housekeeping tasks',
      'hotel.rooms.view': 'See rooms',
      'hotel.rooms.manage': 'Create and edit rooms, change status, block out of order',
      'hotel.room_types.view': 'See room types and rate plans',
      'hotel.room_types.manage': 'Create and edit room types and rate plans',
    },
    reports: { 'reports.view.hotel': 'See hotel reports' },
  },
  channels: {
    /* The hotel dashboard reloads its figures on room and booking changes. */
    'hotel.rooms': ['hotel.housekeeping.view', 'hotel.rooms.view', 'hotel.dashboard.view'],
    'hotel.housekeeping': ['hotel.housekeeping.view', 'hotel.rooms.view'],
    'hotel.bookings': ['hotel.bookings.view', 'hotel.dashboard.view'],
  },
  policies: {
    HousekeepingPolicy: () => import('#policies/hotel/housekeeping_policy'),
    HotelReportPolicy: () => import('#policies/hotel/report_policy'),
    RoomTypePolicy: () => import('#policies/hotel/room_type_policy'),
    RoomPolicy: () => import('#policies/hotel/room_policy'),
    GuestPolicy: () => import('#policies/hotel/guest_policy'),
    BookingPolicy: () => import('#policies/hotel/booking_policy'),
    FolioPolicy: () => import('#policies/hotel/folio_policy'),
  },
  dashboard: {
    permission: 'hotel.dashboard.view',
    props: async () => {
      const { hotelTiles } = await import('#queries/hotel/dashboard')
      const { appToday } = await import('#services/clock')
      return { hotelTiles: await hotelTiles(appToday()) }
    },
  },
})
