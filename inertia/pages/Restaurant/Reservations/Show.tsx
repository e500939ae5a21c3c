import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ReservationStatusBadge } from '@/modules/restaurant/components/reservation-status-badge'
import { ReservationActions } from '@/modules/restaurant/components/reservation-actions'
import {
  EditReservation,
  ReservationDetails,
} from '@/modules/restaurant/components/reservation-details'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ReservationDetail, TableOption } from '@/modules/restaurant/types'

type ShowProps = {
  reservation: ReservationDetail
  tables: TableOption[]
  zone: string
  today: string
  can: {
    edit: boolean
    seat: boolean
    complete: boolean
    cancel: boolean
    noShow: boolean
    viewCustomer: boolean
  }
}

export default function Show({ reservation, tables, zone, today, can }: ShowProps) {
  const anyAction = can.seat || can.complete || can.cancel || can.noShow
  return (
    <AppLayout
      breadcrumbs={[
        {
          title: t('restaurant.reservations.title'),
          href: urlFor('restaurant.reservations.index'),
        },
        {
          title: reservation.code,
          href: urlFor('restaurant.reservations.show', { id: reservation.id }),
        },
      ]}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Heading
          level="h1"
          title={t('restaurant.reservations.label', { code: reservation.code })}
        />
        <ReservationStatusBadge status={reservation.status} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReservationDetails
          reservation={reservation}
          zone={zone}
          canViewCustomer={can.viewCustomer}
        />
        {anyAction && (
          <Card>
            <CardHeader>
              <CardTitle>{t('restaurant.reservations.actions')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ReservationActions reservation={reservation} tables={tables} can={can} />
            </CardContent>
          </Card>
        )}
      </div>
      {can.edit && (
        <Card>
          <CardHeader>
            <CardTitle>{t('restaurant.reservations.change')}</CardTitle>
          </CardHeader>
          <CardContent>
            <EditReservation
              key={reservation.lockVersion}
              reservation={reservation}
              tables={tables}
              today={today}
            />
          </CardContent>
        </Card>
      )}
    </AppLayout>
  )
}
