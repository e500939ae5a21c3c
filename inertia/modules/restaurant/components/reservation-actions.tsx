import { useForm, usePage } from '@inertiajs/react'
import { Armchair, CheckCheck, Ban, UserX } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { ConfirmAction } from '@/components/confirm-action'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ReservationDetail, TableOption } from '@/modules/restaurant/types'
import type { SharedProps } from '@/types'

type Can = { seat: boolean; complete: boolean; cancel: boolean; noShow: boolean }

/** Seats the party, at the table chosen here or at none yet. */
function SeatForm({
  reservation,
  tables,
}: {
  reservation: ReservationDetail
  tables: TableOption[]
}) {
  const seatForm = useForm({
    table_id: reservation.table ? String(reservation.table.id) : '',
    lock_version: reservation.lockVersion,
  })
  const errors = usePage<SharedProps>().props.errors ?? {}
  const params = { id: reservation.id }
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        seatForm.transform((data) => ({
          ...data,
          table_id: data.table_id ? Number(data.table_id) : null,
        }))
        seatForm.post(urlFor('restaurant.reservations.seat', params), { preserveScroll: true })
      }}
    >
      <Label htmlFor="seat-table">{t('restaurant.reservations.seat_title')}</Label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-48 flex-1">
          <NativeSelect
            id="seat-table"
            value={seatForm.data.table_id}
            onChange={(event) => seatForm.setData('table_id', event.target.value)}
            aria-invalid={errors.table_id ? true : undefined}
            aria-describedby="seat-table-hint"
          >
            <option value="">{t('restaurant.reservations.no_table')}</option>
            {tables.map((table) => (
              <option
                key={table.id}
                value={table.id}
                disabled={table.seats < reservation.partySize}
              >
                {t('restaurant.reservations.table_option', {
                  name: table.name,
                  area: table.area,
                  seats: table.seats,
                })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="h-11 sm:h-9" disabled={seatForm.processing}>
          <Armchair aria-hidden="true" />
          {t('restaurant.reservations.seat')}
        </Button>
      </div>
      <p id="seat-table-hint" className="text-xs text-muted-foreground">
        {t('restaurant.reservations.seat_description')}
      </p>
      <InputError message={errors.table_id} />
    </form>
  )
}

/** Seat at the booked table (or another one), then complete; or cancel, or mark a no-show. */
export function ReservationActions({
  reservation,
  tables,
  can,
}: {
  reservation: ReservationDetail
  tables: TableOption[]
  can: Can
}) {
  const params = { id: reservation.id }
  return (
    <div className="grid gap-4">
      {can.seat && <SeatForm reservation={reservation} tables={tables} />}
      <div className="flex flex-wrap gap-2">
        {can.complete && (
          <ConfirmAction
            title={t('restaurant.reservations.complete_title')}
            description={t('restaurant.reservations.complete_description')}
            confirmLabel={t('restaurant.reservations.complete')}
            href={urlFor('restaurant.reservations.complete', params)}
            method="post"
            destructive={false}
            trigger={
              <Button>
                <CheckCheck aria-hidden="true" />
                {t('restaurant.reservations.complete')}
              </Button>
            }
          />
        )}
        {can.noShow && (
          <ConfirmAction
            title={t('restaurant.reservations.no_show_title')}
            description={t('restaurant.reservations.no_show_description')}
            confirmLabel={t('restaurant.reservations.no_show')}
            href={urlFor('restaurant.reservations.no_show', params)}
            method="post"
            trigger={
              <Button variant="outline">
                <UserX aria-hidden="true" />
                {t('restaurant.reservations.no_show')}
              </Button>
            }
          />
        )}
        {can.cancel && (
          <ConfirmAction
            title={t('restaurant.reservations.cancel_title')}
            description={t('restaurant.reservations.cancel_description')}
            confirmLabel={t('restaurant.reservations.cancel')}
            href={urlFor('restaurant.reservations.cancel', params)}
            method="post"
            trigger={
              <Button variant="outline">
                <Ban aria-hidden="true" />
                {t('restaurant.reservations.cancel')}
              </Button>
            }
          />
        )}
      </div>
    </div>
  )
}
