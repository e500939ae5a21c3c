import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { FloorPlan } from '@/modules/restaurant/components/floor-plan'
import { FloorAreas, FloorLegend } from '@/modules/restaurant/components/floor-areas'
import { FloorTablePanel } from '@/modules/restaurant/components/floor-table-panel'
import { useFloorLive } from '@/modules/restaurant/components/floor-live'
import { FloorMapButtons, useArrange } from '@/modules/restaurant/components/floor-map-toolbar'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { BoardTable, FloorPlan as Plan } from '@/modules/restaurant/types'
import type { SharedProps } from '@/types'

type IndexProps = {
  tables: BoardTable[]
  now: string
  zone: string
  plan: Plan
  currency: string
  can: {
    edit: boolean
    clean: boolean
    viewReservations: boolean
    manageReservations: boolean
    viewOrders: boolean
    takeOrders: boolean
  }
}

/** The live floor map: tables by area in their status colours; a tap opens the table, edit mode arranges them. */
export default function Index({ tables, now, zone, plan, currency, can }: IndexProps) {
  useFloorLive<IndexProps>()
  const areas = [...new Set(tables.map((table) => table.area))]
  const [chosenArea, setArea] = useState<string | null>(null)
  const area = chosenArea && areas.includes(chosenArea) ? chosenArea : (areas[0] ?? '')
  const [editing, setEditing] = useState(false)
  const [openId, setOpenId] = useState<number | null>(null)
  const { arrange, announcement } = useArrange()
  const open = tables.find((table) => table.id === openId) ?? null
  /* A place the server refused (off the plan): the table stays where it was, with the reason. */
  const errors = usePage<SharedProps>().props.errors ?? {}
  const refused = ['x', 'y', 'width', 'height'].map((field) => errors[field]).find(Boolean)

  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.floor_map.title'), href: urlFor('restaurant.floor_map.index') },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.floor_map.title')}
          description={t('restaurant.floor_map.description')}
        />
        <FloorMapButtons
          canEdit={can.edit && tables.length > 0}
          editing={editing}
          onToggle={() => setEditing(!editing)}
        />
      </div>
      {tables.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('restaurant.floor_map.empty')}</p>
      ) : (
        <>
          <FloorAreas areas={areas} tables={tables} current={area} onChange={setArea} />
          <FloorLegend tables={tables.filter((table) => table.area === area)} />
          {editing && refused && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{refused}</AlertDescription>
            </Alert>
          )}
          {editing && (
            <p id="arrange-hint" className="text-sm text-muted-foreground">
              {t('restaurant.floor_map.edit_hint')}
            </p>
          )}
          <FloorPlan
            key={area}
            area={area}
            tables={tables.filter((table) => table.area === area)}
            plan={plan}
            now={now}
            zone={zone}
            currency={currency}
            editing={editing}
            onOpen={(table) => setOpenId(table.id)}
            onArrange={arrange}
          />
          <p role="status" aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </>
      )}
      <FloorTablePanel
        table={open}
        tables={tables}
        now={now}
        zone={zone}
        currency={currency}
        can={can}
        onClose={() => setOpenId(null)}
      />
    </AppLayout>
  )
}
