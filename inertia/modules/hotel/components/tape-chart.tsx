import { useMemo, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { useChannel } from '@/hooks/use-channel'
import { t } from '@/lib/i18n'
import { columnBackground, useBarDrag } from '@/modules/hotel/components/tape-chart-drag'
import {
  TapeChartMoveDialog,
  type MoveRequest,
} from '@/modules/hotel/components/tape-chart-move-dialog'
import { StayChangeDialog } from '@/modules/hotel/components/stay-change-dialog'
import { TapeChartDays, TapeChartLegend } from '@/modules/hotel/components/tape-chart-parts'
import { TapeChartRow } from '@/modules/hotel/components/tape-chart-row'
import { TapeChartToolbar, type GroupBy } from '@/modules/hotel/components/tape-chart-toolbar'
import { TapeChartUnassigned } from '@/modules/hotel/components/tape-chart-unassigned'

/* The same shape the server's tapeChart() returns. */
export type TapeChartRoom = {
  id: number
  number: string
  floor: number
  roomTypeId: number
  roomTypeCode: string
  roomTypeName: string
  housekeepingStatus: string
}
export type TapeChartBooking = {
  id: number
  code: string
  roomId: number
  roomTypeId: number
  checkIn: string
  checkOut: string
  status: string
  guestName: string
  lockVersion: number
  totalCents: number
}
export type ChartBooking = Omit<TapeChartBooking, 'roomId'> & { roomId: number | null }
export type TapeChartBlock = {
  id: number
  roomId: number
  startsOn: string
  endsOn: string
  reason: string
}
export type TapeChartData = {
  from: string
  days: number
  today: string
  currency: string
  rooms: TapeChartRoom[]
  bookings: TapeChartBooking[]
  unassigned: Omit<TapeChartBooking, 'roomId'>[]
  blocks: TapeChartBlock[]
}

const OWN_MOVE_WINDOW_MS = 5000

function groupRooms(rooms: TapeChartRoom[], groupBy: GroupBy) {
  const groups = new Map<
    string,
    { key: string; label: string; sort: string; rooms: TapeChartRoom[] }
  >()
  for (const room of rooms) {
    const key = groupBy === 'floor' ? `floor-${room.floor}` : `type-${room.roomTypeId}`
    const group = groups.get(key) ?? {
      key,
      label:
        groupBy === 'floor'
          ? t('hotel.tape.floor', { floor: room.floor })
          : `${room.roomTypeCode} · ${room.roomTypeName}`,
      sort: groupBy === 'floor' ? String(room.floor + 1000).padStart(6, '0') : room.roomTypeCode,
      rooms: [],
    }
    group.rooms.push(room)
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => a.sort.localeCompare(b.sort))
}

function byRoom<T extends { roomId: number }>(items: T[]) {
  const map = new Map<number, T[]>()
  for (const item of items) map.set(item.roomId, [...(map.get(item.roomId) ?? []), item])
  return map
}

type GridProps = {
  chart: TapeChartData
  groupBy: GroupBy
  canMove: boolean
  drag: ReturnType<typeof useBarDrag>
  onOpen: (request: MoveRequest) => void
}

/** The scrollable grid: the days' header, then the rooms grouped by floor or type, one row each. */
function TapeChartGrid({ chart, groupBy, canMove, drag, onOpen }: GridProps) {
  const background = useMemo(
    () => columnBackground(chart.from, chart.days, chart.today),
    [chart.from, chart.days, chart.today]
  )
  const groups = useMemo(() => groupRooms(chart.rooms, groupBy), [chart.rooms, groupBy])
  const bookingsByRoom = useMemo(() => byRoom(chart.bookings), [chart.bookings])
  const blocksByRoom = useMemo(() => byRoom(chart.blocks), [chart.blocks])
  return (
    <div
      role="region"
      aria-label={t('hotel.tape.title')}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-background outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="w-max min-w-full">
        <TapeChartDays
          from={chart.from}
          days={chart.days}
          today={chart.today}
          background={background}
        />
        {groups.map((group) => (
          <div key={group.key} role="group" aria-label={group.label}>
            <div className="flex h-7 items-center border-b bg-muted/60">
              <div className="sticky left-0 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </div>
            </div>
            {group.rooms.map((room) => (
              <TapeChartRow
                key={room.id}
                room={room}
                chart={chart}
                background={background}
                bookings={bookingsByRoom.get(room.id) ?? []}
                blocks={blocksByRoom.get(room.id) ?? []}
                canMove={canMove}
                ghost={drag.ghost}
                drag={drag}
                onOpen={onOpen}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

/* A move made here comes back with its own fresh chart (and the flash message); its broadcast would only reload it again. */
function useChartReload() {
  const ownMoves = useRef(new Map<number, number>())
  useChannel(
    'hotel.bookings',
    {
      BookingChanged: ({ bookingId }: { bookingId: number }) => {
        if (Date.now() - (ownMoves.current.get(bookingId) ?? 0) < OWN_MOVE_WINDOW_MS) return
        router.reload({ only: ['chart'] })
      },
    },
    { reloadOnReconnect: ['chart'] }
  )
  return (bookingId: number) => ownMoves.current.set(bookingId, Date.now())
}

/**
 * Rooms × days: every stay a bar from arrival to departure (half-day offsets:
 * a guest leaving and one arriving share the day), out-of-order blocks
 * hatched, today and weekends shaded. With permission, a bar is dragged to
 * another room or day, or selected to move it from a form.
 */
export function TapeChart({ chart, canMove }: { chart: TapeChartData; canMove: boolean }) {
  const [groupBy, setGroupBy] = useState<GroupBy>('floor')
  const [request, setRequest] = useState<MoveRequest | null>(null)
  const [stayChange, setStayChange] = useState<{
    booking: ChartBooking
    checkOut?: string
  } | null>(null)
  const drag = useBarDrag(
    (booking, target) => setRequest({ booking, target }),
    (booking, checkOut) => setStayChange({ booking, checkOut })
  )
  const markOwnMove = useChartReload()
  const close = () => {
    setRequest(null)
    setStayChange(null)
    drag.clear()
  }

  return (
    <section aria-labelledby="tape-chart-title" className="grid min-w-0 grid-cols-1 gap-3">
      <TapeChartToolbar chart={chart} groupBy={groupBy} onGroupBy={setGroupBy} />
      <TapeChartLegend canMove={canMove} />
      {chart.rooms.length === 0 ? (
        <p className="rounded-lg border p-6 text-sm text-muted-foreground">
          {t('hotel.tape.no_rooms')}
        </p>
      ) : (
        <TapeChartGrid
          chart={chart}
          groupBy={groupBy}
          canMove={canMove}
          drag={drag}
          onOpen={setRequest}
        />
      )}
      {chart.unassigned.length > 0 && (
        <TapeChartUnassigned chart={chart} canMove={canMove} onOpen={setRequest} />
      )}
      {request && (
        <TapeChartMoveDialog
          key={`${request.booking.id}-${request.target?.roomId}-${request.target?.checkIn}`}
          request={request}
          rooms={chart.rooms}
          currency={chart.currency}
          canMove={canMove}
          onMoving={markOwnMove}
          onChangeStay={(booking) => {
            setRequest(null)
            setStayChange({ booking })
          }}
          onClose={close}
        />
      )}
      {stayChange && (
        <StayChangeDialog
          key={`${stayChange.booking.id}-${stayChange.checkOut}`}
          stay={stayChange.booking}
          initialCheckOut={stayChange.checkOut}
          today={chart.today}
          currency={chart.currency}
          only={['chart']}
          onClose={close}
        />
      )}
    </section>
  )
}
