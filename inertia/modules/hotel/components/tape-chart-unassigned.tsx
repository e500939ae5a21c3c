import { useMemo } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import type { MoveRequest } from '@/modules/hotel/components/tape-chart-move-dialog'
import { BAR_TONES } from '@/modules/hotel/components/tape-chart-parts'
import type { TapeChartData } from '@/modules/hotel/components/tape-chart'

/** The bookings still without a room: with permission, each opens the move dialog to give it one. */
export function TapeChartUnassigned({
  chart,
  canMove,
  onOpen,
}: {
  chart: TapeChartData
  canMove: boolean
  onOpen: (request: MoveRequest) => void
}) {
  const typeCodes = useMemo(
    () => new Map(chart.rooms.map((room) => [room.roomTypeId, room.roomTypeCode])),
    [chart.rooms]
  )
  return (
    <section aria-labelledby="tape-unassigned" className="grid gap-2 rounded-lg border p-3">
      <h3 id="tape-unassigned" className="text-sm font-medium">
        {t('hotel.tape.unassigned')} ({chart.unassigned.length})
      </h3>
      <p className="text-sm text-muted-foreground">{t('hotel.tape.unassigned_hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {chart.unassigned.map((booking) => {
          const text = `${booking.code} · ${booking.guestName} · ${typeCodes.get(booking.roomTypeId) ?? ''} · ${booking.checkIn} – ${booking.checkOut}`
          return (
            <li key={booking.id}>
              {canMove ? (
                <Button
                  variant="outline"
                  size="sm"
                  className={cn('h-auto py-1 text-xs', BAR_TONES[booking.status])}
                  onClick={() => onOpen({ booking: { ...booking, roomId: null }, target: null })}
                >
                  {text}
                </Button>
              ) : (
                <Link
                  route="hotel.bookings.show"
                  routeParams={{ id: booking.id }}
                  className="text-sm underline-offset-4 hover:underline"
                >
                  {text}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
