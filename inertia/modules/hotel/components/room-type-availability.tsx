import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'

export type NightAvailability = { night: string; capacity: number; sold: number; free: number }

function tone(night: NightAvailability) {
  if (night.free === 0) return 'border-destructive/40 bg-destructive/10 text-destructive'
  if (night.free * 4 <= night.capacity)
    return 'border-amber-600/40 bg-amber-600/10 text-amber-800 dark:text-amber-300'
  return 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300'
}

const dayOfMonth = (iso: string) => Number(iso.slice(8, 10))

/** One cell per night: free rooms large, sold of capacity small; colour and number say the same. */
export function RoomTypeAvailability({ nights }: { nights: NightAvailability[] }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {t('hotel.room_types.show_availability_legend')}
      </p>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-1">
        {nights.map((night) => (
          <li
            key={night.night}
            title={t('hotel.room_types.show_night', {
              date: night.night,
              free: night.free,
              sold: night.sold,
              capacity: night.capacity,
            })}
            className={cn(
              'grid justify-items-center rounded-md border px-1 py-1.5 tabular-nums',
              tone(night)
            )}
          >
            <span className="sr-only">
              {t('hotel.room_types.show_night', {
                date: night.night,
                free: night.free,
                sold: night.sold,
                capacity: night.capacity,
              })}
            </span>
            <span aria-hidden="true" className="text-xs text-muted-foreground">
              {dayOfMonth(night.night)}
            </span>
            <span aria-hidden="true" className="text-base font-semibold">
              {night.free}
            </span>
            <span aria-hidden="true" className="text-[0.7rem]">
              {night.sold}/{night.capacity}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
