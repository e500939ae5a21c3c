import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { CalendarPlus, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { TableStatusBadge } from '@/modules/restaurant/components/table-status-badge'
import {
  FloorOrderMoves,
  FloorOrderSummary,
  StartOrderButton,
  type OrderAbilities,
} from '@/modules/restaurant/components/floor-order-actions'
import { clockTime, minutesSince } from '@/modules/restaurant/lib/time'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { BoardReservation, BoardTable } from '@/modules/restaurant/types'

type FloorTablePanelProps = {
  table: BoardTable | null
  /** Every table on the map: where an order may move or merge from. */
  tables: BoardTable[]
  now: string
  zone: string
  currency: string
  can: { clean: boolean; viewReservations: boolean; manageReservations: boolean } & OrderAbilities
  onClose: () => void
}

function ReservationLine({
  reservation,
  canOpen,
  children,
}: {
  reservation: BoardReservation
  canOpen: boolean
  children: React.ReactNode
}) {
  const { id, code, customerName } = reservation
  const party =
    code === undefined
      ? t('restaurant.floor_map.party_size', { party: reservation.partySize })
      : t('restaurant.floor_map.party', {
          code,
          name: customerName ?? '',
          party: reservation.partySize,
        })
  return (
    <div className="grid gap-1 text-sm">
      {canOpen && id !== undefined ? (
        <Link
          route="restaurant.reservations.show"
          routeParams={{ id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {party}
        </Link>
      ) : (
        <span className="font-medium">{party}</span>
      )}
      <span className="text-muted-foreground">{children}</span>
    </div>
  )
}

/** What can be done at the table: mark it cleaned, start an order or move its order, book it. */
function TableActions({
  table,
  tables,
  can,
  onClose,
}: {
  table: BoardTable
  tables: BoardTable[]
  can: FloorTablePanelProps['can']
  onClose: () => void
}) {
  return (
    <div className="grid gap-2">
      {table.status === 'needs_cleaning' && can.clean && (
        <Button
          className="h-11"
          onClick={() =>
            router.post(
              urlFor('restaurant.tables.clean', { id: table.id }),
              {},
              {
                preserveScroll: true,
                onSuccess: onClose,
              }
            )
          }
        >
          <Sparkles aria-hidden="true" />
          {t('restaurant.tables.mark_cleaned')}
        </Button>
      )}
      <StartOrderButton table={table} can={can} />
      <FloorOrderMoves table={table} tables={tables} can={can} onDone={onClose} />
      {can.manageReservations && (
        <Button className="h-11" variant="outline" asChild>
          <Link route="restaurant.reservations.create" qs={{ table_id: table.id }}>
            <CalendarPlus aria-hidden="true" />
            {t('restaurant.floor_map.new_reservation')}
          </Link>
        </Button>
      )}
    </div>
  )
}

/** What a tap on a table opens: who is there, who is next, and what can be done about it. */
export function FloorTablePanel({
  table,
  tables,
  now,
  zone,
  currency,
  can,
  onClose,
}: FloorTablePanelProps) {
  return (
    <Sheet open={table !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full gap-0 sm:max-w-sm">
        {table && (
          <>
            <SheetHeader>
              <SheetTitle>{t('restaurant.tables.label', { name: table.name })}</SheetTitle>
              <SheetDescription className="flex flex-wrap items-center gap-2">
                <TableStatusBadge status={table.status} />
                <span>{table.area}</span>
                <span>· {t('restaurant.tables.seats_count', { seats: table.seats })}</span>
              </SheetDescription>
            </SheetHeader>
            <div className="grid gap-5 px-4 pb-4">
              {table.needsCleaningSince && (
                <p className="text-sm">
                  {t('restaurant.floor_map.needs_cleaning_since', {
                    time: clockTime(table.needsCleaningSince, zone),
                  })}
                </p>
              )}
              <FloorOrderSummary table={table} currency={currency} can={can} />
              <section className="grid gap-2">
                <h3 className="text-sm font-medium">{t('restaurant.floor_map.panel_seated')}</h3>
                {table.seated ? (
                  <ReservationLine reservation={table.seated} canOpen={can.viewReservations}>
                    {t('restaurant.floor_map.since', {
                      time: clockTime(table.seated.seatedAt ?? table.seated.startsAt, zone),
                      minutes: minutesSince(table.seated.seatedAt ?? table.seated.startsAt, now),
                    })}
                  </ReservationLine>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('restaurant.none')}</p>
                )}
              </section>
              <section className="grid gap-2">
                <h3 className="text-sm font-medium">{t('restaurant.floor_map.panel_next')}</h3>
                {table.next ? (
                  <ReservationLine reservation={table.next} canOpen={can.viewReservations}>
                    {t('restaurant.floor_map.at', { time: clockTime(table.next.startsAt, zone) })}
                  </ReservationLine>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {t('restaurant.floor_map.panel_none')}
                  </p>
                )}
              </section>
              <TableActions table={table} tables={tables} can={can} onClose={onClose} />
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}
