import { useMemo, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/select-native'
import { Label } from '@/components/ui/label'
import { useChannel } from '@/hooks/use-channel'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { addDays, daysBetween, formatDate } from '@/modules/hotel/components/tape-chart-dates'
import {
  DAY_WIDTH,
  columnBackground,
  useBarDrag,
  type Ghost,
} from '@/modules/hotel/components/tape-chart-drag'
import {
  MOVABLE_STATUSES,
  TapeChartMoveDialog,
  type MoveRequest,
} from '@/modules/hotel/components/tape-chart-move-dialog'
import { StayChangeDialog } from '@/modules/hotel/components/stay-change-dialog'
import {
  TapeChartDays,
  TapeChartLegend,
  TapeChartRoomCell,
  BAR_TONES,
  BLOCK_STYLE,
} from '@/modules/hotel/components/tape-chart-parts'

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

type GroupBy = 'floor' | 'type'

const OWN_MOVE_WINDOW_MS = 5000

const chartHref = (from: string) =>
  urlFor('hotel.bookings.index', {}, { qs: { view: 'chart', from } })

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

type RowProps = {
  room: TapeChartRoom
  chart: TapeChartData
  background: string
  bookings: TapeChartBooking[]
  blocks: TapeChartBlock[]
  canMove: boolean
  ghost: Ghost | null
  drag: ReturnType<typeof useBarDrag>
  onOpen: (request: MoveRequest) => void
}

function TapeChartRow({
  room,
  chart,
  background,
  bookings,
  blocks,
  canMove,
  ghost,
  drag,
  onOpen,
}: RowProps) {
  const ghostBooking =
    ghost && ghost.roomId === room.id
      ? chart.bookings.find((entry) => entry.id === ghost.bookingId)
      : null
  const ghostSpan =
    ghostBooking && ghost
      ? span(
          chart.from,
          chart.days,
          addDays(ghostBooking.checkIn, ghost.dayDelta),
          addDays(ghostBooking.checkOut, ghost.dayDelta + ghost.endDelta)
        )
      : null
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
          const label = t('hotel.tape.out_of_order', { reason: block.reason })
          return (
            <div
              key={`block-${block.id}`}
              title={label}
              className="absolute inset-y-1 overflow-hidden rounded-md border border-destructive/50 px-1.5 text-xs leading-7 text-destructive"
              style={{ ...place.style, ...BLOCK_STYLE }}
            >
              <span className="rounded-sm bg-background/80 px-1">{label}</span>
            </div>
          )
        })}
        {bookings.map((booking) => {
          const place = span(chart.from, chart.days, booking.checkIn, booking.checkOut)
          if (!place) return null
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
                key={booking.id}
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
            <div key={booking.id} className="contents">
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
              {resizable && (
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
              )}
            </div>
          )
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
  /* A move made here comes back with its own fresh chart (and the flash message); its broadcast would only reload it again. */
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

  const background = useMemo(
    () => columnBackground(chart.from, chart.days, chart.today),
    [chart.from, chart.days, chart.today]
  )
  const groups = useMemo(() => groupRooms(chart.rooms, groupBy), [chart.rooms, groupBy])
  const bookingsByRoom = useMemo(() => byRoom(chart.bookings), [chart.bookings])
  const blocksByRoom = useMemo(() => byRoom(chart.blocks), [chart.blocks])
  const typeCodes = useMemo(
    () => new Map(chart.rooms.map((room) => [room.roomTypeId, room.roomTypeCode])),
    [chart.rooms]
  )
  const last = addDays(chart.from, chart.days - 1)
  const close = () => {
    setRequest(null)
    setStayChange(null)
    drag.clear()
  }

  return (
    <section aria-labelledby="tape-chart-title" className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="icon">
          <Link
            href={chartHref(addDays(chart.from, -14))}
            preserveScroll
            aria-label={t('hotel.tape.previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={chartHref(addDays(chart.today, -3))} preserveScroll>
            {t('hotel.tape.today')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="icon">
          <Link
            href={chartHref(addDays(chart.from, 14))}
            preserveScroll
            aria-label={t('hotel.tape.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <h2 id="tape-chart-title" className="text-sm font-medium">
          <span className="sr-only">{t('hotel.tape.title')}: </span>
          {t('hotel.tape.range', {
            from: formatDate(chart.from, { day: 'numeric', month: 'short', year: 'numeric' }),
            to: formatDate(last, { day: 'numeric', month: 'short', year: 'numeric' }),
          })}
        </h2>
        <div className="ml-auto flex items-center gap-2">
          <Label htmlFor="tape-group-by" className="text-sm whitespace-nowrap">
            {t('hotel.tape.group_by')}
          </Label>
          <NativeSelect
            id="tape-group-by"
            value={groupBy}
            onChange={(event) => setGroupBy(event.target.value as GroupBy)}
            className="h-8 w-36"
          >
            <option value="floor">{t('hotel.tape.group_floor')}</option>
            <option value="type">{t('hotel.tape.group_type')}</option>
          </NativeSelect>
        </div>
      </div>
      <TapeChartLegend canMove={canMove} />
      {chart.rooms.length === 0 ? (
        <p className="rounded-lg border p-6 text-sm text-muted-foreground">
          {t('hotel.tape.no_rooms')}
        </p>
      ) : (
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
                    onOpen={setRequest}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
      {chart.unassigned.length > 0 && (
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
                      onClick={() =>
                        setRequest({ booking: { ...booking, roomId: null }, target: null })
                      }
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
      )}
      {request && (
        <TapeChartMoveDialog
          key={`${request.booking.id}-${request.target?.roomId}-${request.target?.checkIn}`}
          request={request}
          rooms={chart.rooms}
          currency={chart.currency}
          canMove={canMove}
          onMoving={(bookingId) => ownMoves.current.set(bookingId, Date.now())}
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
