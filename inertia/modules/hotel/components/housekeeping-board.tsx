import { BedDouble, CircleSlash, DoorClosed, DoorOpen, LogIn, LogOut, Wrench } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { HousekeepingStatus } from '@/modules/hotel/types'
import type { BoardRoom, Occupancy } from '@/modules/hotel/components/housekeeping-types'

/* The tile's edge repeats the status colour; the badge says it in words. */
const EDGES: Record<HousekeepingStatus, string> = {
  clean: 'border-l-emerald-600',
  inspected: 'border-l-sky-600',
  cleaning: 'border-l-amber-500',
  dirty: 'border-l-orange-600',
  out_of_order: 'border-l-destructive',
}

const OCCUPANCY_ICONS: Record<Occupancy, LucideIcon> = {
  vacant: DoorOpen,
  occupied: BedDouble,
  arriving: LogIn,
  departing: LogOut,
}

function floorsOf(rooms: BoardRoom[]) {
  const floors = new Map<number, BoardRoom[]>()
  for (const room of rooms) floors.set(room.floor, [...(floors.get(room.floor) ?? []), room])
  return [...floors.entries()]
}

function RoomTile({ room }: { room: BoardRoom }) {
  const Icon = OCCUPANCY_ICONS[room.occupancy]
  return (
    <li
      aria-label={t('hotel.housekeeping.room_label', { number: room.number })}
      data-room={room.number}
      className={cn(
        'grid content-start gap-1.5 rounded-md border border-l-4 bg-card p-2.5 text-sm shadow-xs',
        EDGES[room.housekeepingStatus]
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-lg font-semibold tabular-nums">{room.number}</span>
        <span className="text-xs text-muted-foreground">{room.typeCode}</span>
      </div>
      <StatusBadge status={room.housekeepingStatus} />
      <p className="flex items-center gap-1.5 text-xs">
        <Icon aria-hidden="true" className="size-3.5 text-muted-foreground" />
        {t(`hotel.housekeeping.occupancy_${room.occupancy}`)}
        {room.arrivalToday && (
          <span className="text-muted-foreground">· {t('hotel.housekeeping.arrival_today')}</span>
        )}
      </p>
      {room.block && (
        <p className="flex items-start gap-1.5 text-xs text-destructive">
          <CircleSlash aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('hotel.housekeeping.block_today', {
            date: room.block.endsOn,
            reason: room.block.reason,
          })}
        </p>
      )}
      {room.task ? (
        <p className="flex items-start gap-1.5 text-xs">
          <Wrench aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
          <span>
            {t('hotel.housekeeping.task_on_room', {
              kind: t(`hotel.housekeeping.kind_${room.task.kind}`),
              status: t(`hotel.housekeeping.task_status_${room.task.status}`),
            })}
            {room.task.assigneeName && (
              <span className="text-muted-foreground"> · {room.task.assigneeName}</span>
            )}
          </span>
        </p>
      ) : (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <DoorClosed aria-hidden="true" className="size-3.5" />
          {t('hotel.housekeeping.no_task')}
        </p>
      )}
    </li>
  )
}

/** Every room in service, floor by floor: status, today's occupancy, a block and the open task. */
export function HousekeepingBoard({ rooms }: { rooms: BoardRoom[] }) {
  if (rooms.length === 0)
    return <p className="text-sm text-muted-foreground">{t('hotel.housekeeping.board_empty')}</p>
  return (
    <div className="grid gap-4">
      {floorsOf(rooms).map(([floor, floorRooms]) => (
        <section key={floor} aria-labelledby={`floor-${floor}`} className="grid gap-2">
          <h3 id={`floor-${floor}`} className="text-sm font-medium text-muted-foreground">
            {t('hotel.housekeeping.floor', { floor })}
          </h3>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
            {floorRooms.map((room) => (
              <RoomTile key={room.id} room={room} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
