import type { FormEvent, ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  ReservationFields,
  reservationPayload,
  type ReservationTimeData,
} from '@/modules/restaurant/components/reservation-fields'
import { clockTime, dayAndTime } from '@/modules/restaurant/lib/time'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ReservationDetail, TableOption } from '@/modules/restaurant/types'

/** Who, how many, when, where, and when it was made, seated and completed. */
export function ReservationDetails({
  reservation,
  zone,
  canViewCustomer,
}: {
  reservation: ReservationDetail
  zone: string
  canViewCustomer: boolean
}) {
  const none = t('restaurant.none')
  const rows: [string, ReactNode][] = [
    [
      t('restaurant.reservations.customer'),
      canViewCustomer ? (
        <Link
          route="customers.show"
          routeParams={{ id: reservation.customer.id }}
          className="underline-offset-4 hover:underline"
        >
          {reservation.customer.name}
        </Link>
      ) : (
        reservation.customer.name
      ),
    ],
    [t('restaurant.reservations.phone'), reservation.customer.phone || none],
    [t('restaurant.reservations.party_size'), reservation.partySize],
    [
      t('restaurant.reservations.when'),
      `${dayAndTime(reservation.startsAt, zone)}–${clockTime(reservation.endsAt, zone)} (${t('restaurant.reservations.duration_value', { minutes: reservation.durationMinutes })})`,
    ],
    [
      t('restaurant.reservations.table'),
      reservation.table
        ? `${reservation.table.name} · ${reservation.table.area}`
        : t('restaurant.reservations.no_table'),
    ],
    [t('restaurant.reservations.notes'), reservation.notes || none],
    [t('restaurant.reservations.created_at'), dayAndTime(reservation.createdAt, zone)],
  ]
  if (reservation.seatedAt)
    rows.push([t('restaurant.reservations.seated_at'), dayAndTime(reservation.seatedAt, zone)])
  if (reservation.completedAt)
    rows.push([
      t('restaurant.reservations.completed_at'),
      dayAndTime(reservation.completedAt, zone),
    ])
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('restaurant.reservations.details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

/** Moving the reservation: party, day, time, length, table and notes; checked against the version on screen. */
export function EditReservation({
  reservation,
  tables,
  today,
}: {
  reservation: ReservationDetail
  tables: TableOption[]
  today: string
}) {
  const form = useForm<ReservationTimeData & { lock_version: number }>({
    party_size: String(reservation.partySize),
    date: reservation.date,
    time: reservation.time,
    duration_minutes: String(reservation.durationMinutes),
    table_id: reservation.table ? String(reservation.table.id) : '',
    notes: reservation.notes,
    lock_version: reservation.lockVersion,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(reservationPayload)
    form.put(urlFor('restaurant.reservations.update', { id: reservation.id }), {
      preserveScroll: true,
    })
  }
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <ReservationFields form={form} tables={tables} today={today} />
      <div>
        <SubmitButton processing={form.processing}>{t('restaurant.save')}</SubmitButton>
      </div>
    </form>
  )
}
