import { ReportFigures } from '@/components/reports/report-figures'
import { formatBasisPoints, formatCount } from '@/components/reports/report-format'
import { t } from '@/lib/i18n'
import type { HotelTiles } from '@/modules/hotel/components/report-types'

/** Arrivals, departures, in house and occupancy today; on the main dashboard each tile leads to the hotel dashboard. */
export function DashboardTiles({ tiles, href }: { tiles: HotelTiles; href?: string }) {
  const arrivals = tiles.arrivals.expected + tiles.arrivals.arrived
  const departures = tiles.departures.expected + tiles.departures.departed
  const items = [
    {
      key: 'arrivals',
      label: t('hotel.dashboard.arrivals'),
      value: formatCount(arrivals),
      detail: t('hotel.dashboard.arrivals_detail', {
        arrived: tiles.arrivals.arrived,
        total: arrivals,
      }),
    },
    {
      key: 'departures',
      label: t('hotel.dashboard.departures'),
      value: formatCount(departures),
      detail: t('hotel.dashboard.departures_detail', {
        departed: tiles.departures.departed,
        total: departures,
      }),
    },
    {
      key: 'in_house',
      label: t('hotel.dashboard.in_house'),
      value: formatCount(tiles.inHouse.bookings),
      detail: t('hotel.dashboard.in_house_detail', { people: tiles.inHouse.people }),
    },
    {
      key: 'occupancy',
      label: t('hotel.dashboard.occupancy_today'),
      value: formatBasisPoints(tiles.occupancyTodayBp),
      detail: '',
    },
  ]
  return (
    <ReportFigures
      figures={items.map((item) => ({ ...item, hint: item.detail || undefined, href }))}
    />
  )
}
