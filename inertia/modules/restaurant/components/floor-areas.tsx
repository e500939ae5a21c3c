import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import type { BoardTable, TableStatus } from '@/modules/restaurant/types'

const LEGEND: TableStatus[] = ['free', 'reserved', 'occupied', 'needs_cleaning']

/** One button per area, with how many of its tables are free. */
export function FloorAreas({
  areas,
  tables,
  current,
  onChange,
}: {
  areas: string[]
  tables: BoardTable[]
  current: string
  onChange: (area: string) => void
}) {
  return (
    <nav aria-label={t('restaurant.floor_map.areas')} className="flex flex-wrap gap-2">
      {areas.map((area) => {
        const inArea = tables.filter((table) => table.area === area)
        const free = inArea.filter((table) => table.status === 'free').length
        return (
          <Button
            key={area}
            variant={area === current ? 'default' : 'outline'}
            aria-pressed={area === current}
            className="h-11"
            onClick={() => onChange(area)}
          >
            {area}
            <span className="text-xs opacity-80">
              {free}/{inArea.length} {t('restaurant.status.free').toLowerCase()}
            </span>
          </Button>
        )
      })}
    </nav>
  )
}

export function FloorLegend({ tables }: { tables: BoardTable[] }) {
  return (
    <ul
      aria-label={t('restaurant.floor_map.legend')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
    >
      {LEGEND.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-block size-3 rounded-sm border-2 ${
              {
                free: 'border-emerald-600 bg-emerald-600/20',
                reserved: 'border-sky-600 bg-sky-600/25',
                occupied: 'border-rose-600 bg-rose-600/25',
                needs_cleaning: 'border-amber-600 bg-amber-500/30',
              }[status]
            }`}
          />
          {t(`restaurant.status.${status}`)}
          <span className="text-muted-foreground tabular-nums">
            {tables.filter((table) => table.status === status).length}
          </span>
        </li>
      ))}
    </ul>
  )
}
