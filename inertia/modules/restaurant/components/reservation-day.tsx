import { useEffect, useRef } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { RESERVATION_TONES } from '@/modules/restaurant/components/reservation-status-badge'
import { ReservationsList } from '@/modules/restaurant/components/reservations-list'
import { clockTime, longDate } from '@/modules/restaurant/lib/time'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { ReservationDay as Day, ReservationRow, TableOption } from '@/modules/restaurant/types'

const HOUR_WIDTH = 72
const DEFAULT_WINDOW = { from: 11 * 60, to: 24 * 60 }

const minutesInto = (day: Day, iso: string) =>
  Math.round((Date.parse(iso) - Date.parse(day.startsAt)) / 60_000)

/* Service hours by default, widened to the hour around any reservation outside them. */
function windowOf(day: Day) {
  const length = minutesInto(day, day.endsAt)
  let { from, to } = DEFAULT_WINDOW
  for (const reservation of day.reservations) {
    from = Math.min(from, Math.floor(Math.max(0, minutesInto(day, reservation.startsAt)) / 60) * 60)
    to = Math.max(to, Math.ceil(Math.min(length, minutesInto(day, reservation.endsAt)) / 60) * 60)
  }
  return { from, to: Math.min(to, length) }
}

function byArea(tables: TableOption[]) {
  const areas = new Map<string, TableOption[]>()
  for (const table of tables) areas.set(table.area, [...(areas.get(table.area) ?? []), table])
  return [...areas.entries()]
}

function Block({
  day,
  reservation,
  from,
  zone,
}: {
  day: Day
  reservation: ReservationRow
  from: number
  zone: string
}) {
  const start = Math.max(minutesInto(day, reservation.startsAt), from)
  const end = minutesInto(day, reservation.endsAt)
  const range = t('restaurant.reservations.time_range', {
    from: clockTime(reservation.startsAt, zone),
    to: clockTime(reservation.endsAt, zone),
  })
  return (
    <Link
      route="restaurant.reservations.show"
      routeParams={{ id: reservation.id }}
      aria-label={t('restaurant.reservations.block_label', {
        code: reservation.code,
        name: reservation.customer.name,
        party: reservation.partySize,
        from: clockTime(reservation.startsAt, zone),
        to: clockTime(reservation.endsAt, zone),
        status: t(`restaurant.reservation_status.${reservation.status}`),
      })}
      className={cn(
        'absolute top-1 bottom-1 overflow-hidden rounded-md border px-1.5 py-0.5 text-xs leading-tight hover:brightness-95 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
        RESERVATION_TONES[reservation.status]
      )}
      style={{
        left: ((start - from) / 60) * HOUR_WIDTH,
        width: Math.max(((end - start) / 60) * HOUR_WIDTH - 2, 24),
      }}
    >
      <span className="block truncate font-medium">
        {reservation.customer.name} · {reservation.partySize}
      </span>
      <span className="block truncate tabular-nums opacity-80">{range}</span>
    </Link>
  )
}

/** One table's row: its name and seats, then its reservations laid on the hours. */
function TableTrack({
  day,
  table,
  from,
  zone,
}: {
  day: Day
  table: Day['tables'][number]
  from: number
  zone: string
}) {
  return (
    <div className="contents">
      <div className="sticky left-0 z-10 flex h-12 items-center gap-1 border-b bg-background px-2 text-sm">
        <span className="font-medium">{table.name}</span>
        <span className="text-xs text-muted-foreground">({table.seats})</span>
      </div>
      <div
        className="relative h-12 border-b"
        style={{
          backgroundImage: `repeating-linear-gradient(to right, var(--color-border) 0 1px, transparent 1px ${HOUR_WIDTH}px)`,
        }}
      >
        {day.reservations
          .filter((reservation) => reservation.table?.id === table.id)
          .map((reservation) => (
            <Block
              key={reservation.id}
              day={day}
              reservation={reservation}
              from={from}
              zone={zone}
            />
          ))}
      </div>
    </div>
  )
}

/** The day by table and time: one row per table, a block per reservation; those without a table are listed below. */
export function ReservationDayView({ day, zone }: { day: Day; zone: string }) {
  const { from, to } = windowOf(day)
  const frame = useRef<HTMLDivElement>(null)
  /* Opens on the hour that matters: now on today's view, else the first reservation. */
  useEffect(() => {
    const now = new Date().toISOString()
    const today = now >= day.startsAt && now < day.endsAt
    const first = day.reservations[0]?.startsAt
    const focus = today ? now : first
    if (!frame.current || !focus) return
    frame.current.scrollLeft = Math.max(
      0,
      ((minutesInto(day, focus) - from - 60) / 60) * HOUR_WIDTH
    )
  }, [day.date])
  const hours = Array.from({ length: (to - from) / 60 }, (_, index) => from + index * 60)
  const width = ((to - from) / 60) * HOUR_WIDTH
  const unassigned = day.reservations.filter((reservation) => !reservation.table)
  if (day.tables.length === 0)
    return <p className="text-sm text-muted-foreground">{t('restaurant.reservations.day_empty')}</p>
  const hourLabel = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:00`
  return (
    <div className="grid gap-4">
      <div
        ref={frame}
        role="region"
        tabIndex={0}
        aria-label={t('restaurant.reservations.day_grid', { date: longDate(day.date) })}
        className="overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <div className="grid" style={{ gridTemplateColumns: `5.5rem ${width}px` }}>
          <div className="sticky left-0 z-10 border-b bg-background" />
          <div className="relative h-8 border-b">
            {hours.map((hour) => (
              <span
                key={hour}
                className="absolute top-1.5 border-l pl-1 text-xs text-muted-foreground tabular-nums"
                style={{ left: ((hour - from) / 60) * HOUR_WIDTH }}
              >
                {hourLabel(hour)}
              </span>
            ))}
          </div>
          {byArea(day.tables).map(([area, tables]) => (
            <div key={area} className="contents">
              <div className="sticky left-0 z-10 col-span-1 border-b bg-muted px-2 py-1 text-xs font-medium">
                {area}
              </div>
              <div className="border-b bg-muted" />
              {tables.map((table) => (
                <TableTrack key={table.id} day={day} table={table} from={from} zone={zone} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {unassigned.length > 0 && (
        <section aria-labelledby="unassigned-title" className="grid gap-2">
          <h2 id="unassigned-title" className="text-base font-medium">
            {t('restaurant.reservations.unassigned')}
          </h2>
          <div className="overflow-hidden rounded-lg border">
            <ReservationsList reservations={unassigned} zone={zone} />
          </div>
        </section>
      )}
    </div>
  )
}
