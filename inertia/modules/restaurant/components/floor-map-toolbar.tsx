import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Check, Move, Table2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { BoardTable, Placement } from '@/modules/restaurant/types'

/** Saves a table's new place on the plan and announces it to screen readers. */
export function useArrange() {
  const [announcement, setAnnouncement] = useState('')
  const arrange = (table: BoardTable, place: Placement) =>
    router.put(urlFor('restaurant.floor_map.arrange', { id: table.id }), place, {
      preserveScroll: true,
      preserveState: true,
      only: ['tables', 'now', 'errors', 'flash'],
      onSuccess: () => setAnnouncement(t('restaurant.floor_map.saved_place', { name: table.name })),
    })
  return { arrange, announcement }
}

/** The way to the tables list and, for those who arrange the room, the edit switch. */
export function FloorMapButtons({
  canEdit,
  editing,
  onToggle,
}: {
  canEdit: boolean
  editing: boolean
  onToggle: () => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" asChild>
        <Link route="restaurant.tables.index">
          <Table2 aria-hidden="true" />
          {t('restaurant.tables.title')}
        </Link>
      </Button>
      {canEdit && (
        <Button variant={editing ? 'default' : 'outline'} onClick={onToggle}>
          {editing ? <Check aria-hidden="true" /> : <Move aria-hidden="true" />}
          {editing ? t('restaurant.floor_map.done') : t('restaurant.floor_map.edit')}
        </Button>
      )}
    </div>
  )
}
