import type { KeyboardEvent, PointerEvent } from 'react'
import { CalendarClock, Timer, Users } from 'lucide-react'
import { STATUS_TONES } from '@/modules/restaurant/components/table-status-badge'
import { clockTime, minutesSince } from '@/modules/restaurant/lib/time'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { BoardTable, Placement } from '@/modules/restaurant/types'

type FloorTableProps = {
  table: BoardTable
  place: Placement
  scale: number
  now: string
  zone: string
  currency: string
  editing: boolean
  onOpen: () => void
  onDragStart: (event: PointerEvent, mode: 'move' | 'resize') => void
  onKey: (event: KeyboardEvent) => void
}

/** How long the party has sat, or when the next one comes. */
function TableTime({
  seatedMinutes,
  nextTime,
}: {
  seatedMinutes: number | null
  nextTime: string | null
}) {
  if (seatedMinutes === null && !nextTime) return null
  return (
    <span
      className="flex items-center gap-0.5 text-[11px] font-medium tabular-nums"
      aria-hidden="true"
    >
      {seatedMinutes !== null ? (
        <>
          <Timer className="size-3" />
          {t('restaurant.minutes', { minutes: seatedMinutes })}
        </>
      ) : (
        <>
          <CalendarClock className="size-3" />
          {nextTime}
        </>
      )}
    </span>
  )
}

/* What the tile shows, and says to a screen reader: status, minutes seated or the next party, the open total. */
function describe(table: BoardTable, now: string, zone: string, currency: string) {
  const status = t(`restaurant.status.${table.status}`)
  const seatedMinutes =
    table.status === 'occupied' && table.seatedSince ? minutesSince(table.seatedSince, now) : null
  const nextTime = table.next ? clockTime(table.next.startsAt, zone) : null
  const total = table.order ? formatMoney(table.order.totalCents, currency) : null
  const detail =
    seatedMinutes !== null
      ? t('restaurant.floor_map.seated_for', { minutes: seatedMinutes })
      : nextTime
        ? t('restaurant.floor_map.next_at', { time: nextTime })
        : ''
  const label = [
    t('restaurant.floor_map.table_label', { name: table.name, seats: table.seats, status }),
    detail,
    total ? t('restaurant.floor_map.open_total', { total }) : '',
  ]
    .filter(Boolean)
    .join(', ')
  return { seatedMinutes, nextTime, total, label }
}

/** One table on the plan, at its place and size, in its status colour, with the status in words for screen readers. */
export function FloorTable({
  table,
  place,
  scale,
  now,
  zone,
  currency,
  editing,
  onOpen,
  onDragStart,
  onKey,
}: FloorTableProps) {
  const { seatedMinutes, nextTime, total, label } = describe(table, now, zone, currency)
  const width = place.width * scale
  const height = place.height * scale
  const roomy = width >= 64 && height >= 56
  return (
    <button
      type="button"
      aria-label={label}
      data-table={table.name}
      data-status={table.status}
      onClick={editing ? undefined : onOpen}
      onPointerDown={editing ? (event) => onDragStart(event, 'move') : undefined}
      onKeyDown={editing ? onKey : undefined}
      className={cn(
        'absolute flex touch-none flex-col items-center justify-center gap-0.5 overflow-hidden border-2 p-1 text-center leading-tight shadow-xs transition-colors select-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
        table.shape === 'round' ? 'rounded-full' : 'rounded-md',
        STATUS_TONES[table.status],
        editing ? 'cursor-move border-dashed' : 'cursor-pointer hover:brightness-95'
      )}
      style={{ left: place.x * scale, top: place.y * scale, width, height }}
    >
      <span className="text-sm font-semibold tabular-nums">{table.name}</span>
      {roomy && (
        <span className="flex items-center gap-0.5 text-[11px] opacity-80" aria-hidden="true">
          <Users className="size-3" />
          {table.seats}
        </span>
      )}
      {roomy && <TableTime seatedMinutes={seatedMinutes} nextTime={nextTime} />}
      {total && width >= 56 && (
        <span
          className="text-[11px] font-semibold tabular-nums"
          aria-hidden="true"
          data-order-total={table.order?.totalCents}
        >
          {total}
        </span>
      )}
      {editing && (
        <span
          aria-hidden="true"
          onPointerDown={(event) => {
            event.stopPropagation()
            onDragStart(event, 'resize')
          }}
          className={cn(
            'absolute size-4 cursor-se-resize bg-foreground/60',
            table.shape === 'round'
              ? 'right-[12%] bottom-[12%] rounded-full'
              : 'right-0 bottom-0 rounded-tl'
          )}
        />
      )}
    </button>
  )
}
