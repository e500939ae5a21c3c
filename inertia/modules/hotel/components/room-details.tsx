import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { t } from '@/lib/i18n'
import type { RoomRow } from '@/modules/hotel/types'

/** Floor, type, status, service and notes of one room. */
export function RoomDetails({ room }: { room: RoomRow }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted-foreground">{t('hotel.rooms.floor')}</dt>
      <dd>{room.floor}</dd>
      <dt className="text-muted-foreground">{t('hotel.rooms.room_type')}</dt>
      <dd>
        {room.roomType.code} · {room.roomType.name}
      </dd>
      <dt className="text-muted-foreground">{t('hotel.rooms.status')}</dt>
      <dd>
        <StatusBadge status={room.housekeepingStatus} />
      </dd>
      <dt className="text-muted-foreground">{t('hotel.rooms.active_label')}</dt>
      <dd>{room.isActive ? t('hotel.active') : t('hotel.inactive')}</dd>
      <dt className="text-muted-foreground">{t('hotel.rooms.notes')}</dt>
      <dd className="whitespace-pre-line">{room.notes || t('hotel.none')}</dd>
    </dl>
  )
}
