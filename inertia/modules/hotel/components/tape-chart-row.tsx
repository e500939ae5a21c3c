import { Link } from '@adonisjs/inertia/react'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import { addDays, daysBetween } from '@/modules/hotel/components/tape-chart-dates'
import { DAY_WIDTH, type Ghost, type useBarDrag } from '@/modules/hotel/components/tape-chart-drag'
import {
  MOVABLE_STATUSES,
  type MoveRequest,
} from '@/modules/hotel/components/tape-chart-move-dialog'
import {
  TapeChartRoomCell,
  BAR_TONES,
  BLOCK_STYLE,
} from '@/modules/hotel/components/tape-chart-parts'
import type {
  TapeChartBlock,
  TapeChartBooking,
  TapeChartData,
  TapeChartRoom,
} from '@/modules/hotel/components/tape-chart'

type BarDrag = ReturnType<typeof useBarDrag>
type Place = NonNullable<ReturnType<typeof span>>

/** Where a stay sits on the track: from the middle of its arrival day to the middle of its departure day, clipped to the window. */
function span(from: string, days: number, start: string, end: string) {
  const first = daysBetween(from, start) + 0.5
  const last = daysBetween(from, end) + 0.5
  const left = Math.max(first, 0)
  const right = Math.min(last, days)
  if (right <= left) return null
  return {
    style: { left: left * DAY_WIDTH + 1, width: (right - left) * DAY_WIDTH - 2 },
    clippedStart: first < 0,
    clippedEnd: last > days,
  }
}

function TapeChartBlockBar({ block, place }: { block: TapeChartBlock; place: Place }) {
  const label = t('hotel.tape.out_of_order', { reason: block.reason })
  return (
    <div
      title={label}
      className="absolute inset-y-1 overflow-hidden rounded-md border border-destructive/50 px-1.5 text-xs leading-7 text-destructive"
      style={{ ...place.style, ...BLOCK_STYLE }}
    >
      <span className="rounded-sm bg-background/80 px-1">{label}</span>
    </div>
  )
}

type BarProps = {
  booking: TapeChartBooking
  place: Place
  canMove: boolean
  ghost: Ghost | null
  drag: BarDrag
  onOpen: (request: MoveRequest) => void
}

function TapeChartBookingBar({ booking, place, canMove, ghost, drag, onOpen }: BarProps) {
  const label = t('hotel.tape.bar_label', {
    code: booking.code,
    guest: booking.guestName,
    status: t(`hotel.tape.status.${booking.status}`),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
  })
  const className = cn(
    'absolute inset-y-1 flex items-center overflow-hidden rounded-md border px-1.5 text-left text-xs font-medium whitespace-nowrap outline-none select-none focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50',
    BAR_TONES[booking.status] ?? BAR_TONES.confirmed,
    place.clippedStart && 'rounded-l-none border-l-0',
    place.clippedEnd && 'rounded-r-none border-r-0',
    ghost?.bookingId === booking.id && 'opacity-40'
  )
  const content = (
    <span className="truncate">
      {booking.guestName}{' '}
      <span className="font-normal tabular-nums opacity-75">{booking.code}</span>
    </span>
  )
  if (!canMove) {
    return (
      <Link
        route="hotel.bookings.show"
        routeParams={{ id: booking.id }}
        aria-label={label}
        title={label}
        data-booking-id={booking.id}
        className={className}
        style={place.style}
      >
        {content}
      </Link>
    )
  }
  const draggable = MOVABLE_STATUSES.includes(booking.status)
  /* A stay in the house is extended or shortened by dragging its end (the bar's own drag moves it). */
  const resizable = booking.status === 'checked_in' && !place.clippedEnd
  return (
    <div className="contents">
      <button
        type="button"
        aria-label={label}
        title={label}
        data-booking-id={booking.id}
        className={cn(className, draggable && 'cursor-grab active:cursor-grabbing')}
        style={place.style}
        onPointerDown={draggable ? (event) => drag.start(event, booking) : undefined}
        onPointerMove={drag.move}
        onPointerUp={drag.end}
        onPointerCancel={drag.cancel}
        onClick={() => {
          if (!drag.consumeClick()) onOpen({ booking, target: null })
        }}
      >
        {content}
      </button>
      {resizable && <ResizeHandle booking={booking} place={place} drag={drag} />}
    </div>
  )
}

function ResizeHandle({
  booking,
  place,
  drag,
}: {
  booking: TapeChartBooking
  place: Place
  drag: BarDrag
}) {
  return (
    <span
      aria-hidden="true"
      title={t('hotel.tape.resize_hint')}
      data-resize-booking-id={booking.id}
      className="absolute inset-y-1 z-10 flex w-2.5 cursor-ew-resize items-center justify-center rounded-r-md hover:bg-emerald-600/40"
      style={{ left: place.style.left + place.style.width - 10 }}
      onPointerDown={(event) => drag.start(event, booking, 'end')}
      onPointerMove={drag.move}
      onPointerUp={drag.end}
      onPointerCancel={drag.cancel}
    >
      <span className="h-3.5 w-0.5 rounded-full bg-emerald-700/60 dark:bg-emerald-200/60" />
    </span>
  )
}

/** Where the dragged bar would land on this row, if it is this row. */
function ghostSpanOf(chart: TapeChartData, roomId: number, ghost: Ghost | null) {
  const ghostBooking =
    ghost && ghost.roomId === roomId
      ? chart.bookings.find((entry) => entry.id === ghost.bookingId)
      : null
  return ghostBooking && ghost
    ? span(
        chart.from,
        chart.days,
        addDays(ghostBooking.checkIn, ghost.dayDelta),
        addDays(ghostBooking.checkOut, ghost.dayDelta + ghost.endDelta)
      )
    : null
}

type RowProps = {
  room: TapeChartRoom
  chart: TapeChartData
  background: string
  bookings: TapeChartBooking[]
  blocks: TapeChartBlock[]
  canMove: boolean
  ghost: Ghost | null
  drag: BarDrag
  onOpen: (request: MoveRequest) => void
}

export function TapeChartRow({ room, chart, background, bookings, blocks, ...bar }: RowProps) {
  const ghostSpan = ghostSpanOf(chart, room.id, bar.ghost)
  return (
    <div
      className="flex h-10 border-b"
      data-room-row=""
      data-room-id={room.id}
      data-room-number={room.number}
    >
      <TapeChartRoomCell room={room} />
      <div className="relative shrink-0" style={{ width: chart.days * DAY_WIDTH, background }}>
        {blocks.map((block) => {
          const place = span(chart.from, chart.days, block.startsOn, block.endsOn)
          if (!place) return null
          return <TapeChartBlockBar key={`block-${block.id}`} block={block} place={place} />
        })}
        {bookings.map((booking) => {
          const place = span(chart.from, chart.days, booking.checkIn, booking.checkOut)
          if (!place) return null
          return <TapeChartBookingBar key={booking.id} booking={booking} place={place} {...bar} />
        })}
        {ghostSpan && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-1 rounded-md border-2 border-dashed border-primary bg-primary/10"
            style={ghostSpan.style}
          />
        )}
      </div>
    </div>
  )
}
