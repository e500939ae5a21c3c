import {
  BedDouble,
  CalendarDays,
  ChartColumn,
  DoorOpen,
  LayoutDashboard,
  Sparkles,
  Users,
} from 'lucide-react'
import { defineModule } from '@/lib/modules'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { DashboardTiles } from '@/modules/hotel/components/dashboard-tiles'
import type { HotelTiles } from '@/modules/hotel/components/report-types'

/** Today's arrivals, departures, in house and occupancy; sent only to users who may see the hotel dashboard. */
function DashboardSection({ props }: { props: { hotelTiles?: HotelTiles } }) {
  const tiles = props.hotelTiles
  if (!tiles) return null
  return (
    <section className="grid gap-3">
      <h2 className="text-base font-medium">{t('hotel.dashboard.title')}</h2>
      <DashboardTiles tiles={tiles} href={urlFor('hotel.dashboard')} />
    </section>
  )
}

export default defineModule<{ hotelTiles: HotelTiles }>({
  name: 'hotel',
  navigation: {
    group: {
      title: t('nav.hotel'),
      items: [
        {
          title: t('nav.item.hotel'),
          href: urlFor('hotel.dashboard'),
          page: 'Hotel/Dashboard',
          icon: LayoutDashboard,
          permission: 'hotel.dashboard.view',
        },
        {
          title: t('nav.item.hotel.bookings'),
          href: urlFor('hotel.bookings.index'),
          page: 'Hotel/Bookings/Index',
          icon: CalendarDays,
          permission: 'hotel.bookings.view',
        },
        {
          title: t('nav.item.hotel.guests'),
          href: urlFor('hotel.guests.index'),
          page: 'Hotel/Guests/Index',
          icon: Users,
          permission: 'hotel.guests.view',
        },
        {
          title: t('nav.item.hotel.housekeeping'),
          href: urlFor('hotel.housekeeping.index'),
          page: 'Hotel/Housekeeping/Index',
          icon: Sparkles,
          permission: 'hotel.housekeeping.view',
        },
        {
          title: t('nav.item.hotel.rooms'),
          href: urlFor('hotel.rooms.index'),
          page: 'Hotel/Rooms/Index',
          icon: DoorOpen,
          permission: 'hotel.rooms.view',
        },
        {
          title: t('nav.item.hotel.room_types'),
          href: urlFor('hotel.room_types.index'),
          page: 'Hotel/RoomTypes/Index',
          icon: BedDouble,
          permission: 'hotel.room_types.view',
        },
        {
          title: t('nav.item.hotel.reports'),
          href: urlFor('hotel.reports.index'),
          page: 'Hotel/Reports/Index',
          icon: ChartColumn,
          permission: 'reports.view.hotel',
        },
      ],
    },
  },
  dashboard: DashboardSection,
})
