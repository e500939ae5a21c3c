import { Link } from '@inertiajs/react'
import { Card } from '@/components/ui/card'
import { formatBasisPoints, formatCount } from '@/modules/hotel/components/report-format'
import { t } from '@/lib/i18n'
import type { HotelTiles } from '@/modules/hotel/components/report-types'

/** Arrivals, departures, in house and occupancy today; on the main dashboard each tile leads to the hotel dashboard. */
export function DashboardTiles({ tiles, href }: { tiles: HotelTiles; href?: string }) {
  const arrivals = tiles.arrivals.expected + tiles.arrivals.arrived
  const departures = tiles.departures.expected + tiles.departures.departed
  const items = [
    { key: 'arrivals', label: t('hotel.dashboard.arrivals'), value: formatCount(arrivals), detail: t('hotel.dashboard.arrivals_detail', { arrived: tiles.arrivals.arrived, total: arrivals }) },
    { key: 'departures', label: t('hotel.dashboard.departures'), value: formatCount(departures), detail: t('hotel.dashboard.departures_detail', { departed: tiles.departures.departed, total: departures }) },
    { key: 'in_house', label: t('hotel.dashboard.in_house'), value: formatCount(tiles.inHouse.bookings), detail: t('hotel.dashboard.in_house_detail', { people: tiles.inHouse.people }) },
    { key: 'occupancy', label: t('hotel.dashboard.occupancy_today'), value: formatBasisPoints(tiles.occupancyTodayBp), detail: '' },
  ]
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <Card key={item.key} data-tile={item.key} className="relative gap-1 px-4 py-4 transition-colors has-[a:hover]:bg-muted/50">
          <dt className="text-sm text-muted-foreground">
            {href ? (
              <Link href={href} prefetch className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50">
                {item.label}
              </Link>
            ) : (
              item.label
            )}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
          {item.detail && <dd className="text-xs text-muted-foreground">{item.detail}</dd>}
        </Card>
      ))}
    </dl>
  )
}
