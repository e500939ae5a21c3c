import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { formatCount } from '@/components/reports/report-format'
import type { HotelDashboard } from '@/modules/hotel/components/report-types'

/** How many active rooms are in each housekeeping status. */
export function DashboardRoomsByStatus({ rooms }: { rooms: HotelDashboard['roomsByStatus'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {rooms.map((entry) => (
        <div
          key={entry.status}
          data-status={entry.status}
          className="grid gap-1 rounded-lg border p-3"
        >
          <dt>
            <StatusBadge status={entry.status} />
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{formatCount(entry.rooms)}</dd>
        </div>
      ))}
    </dl>
  )
}
