import { defineModule } from '#services/modules'

declare module '../../services/modules.js' {
  interface DashboardTileProps {
    hotelTiles: Awaited<ReturnType<typeof import('#queries/hotel/dashboard').hotelTiles>>
  }
}

export default defineModule({
  name: 'hotel',
  routes: () => import('#start/routes/hotel'),
  policies: {
    HousekeepingPolicy: () => import('#policies/hotel/housekeeping_policy'),
    HotelReportPolicy: () => import('#policies/hotel/report_policy'),
    RoomTypePolicy: () => import('#policies/hotel/room_type_policy'),
    RoomPolicy: () => import('#policies/hotel/room_policy'),
    GuestPolicy: () => import('#policies/hotel/guest_policy'),
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
