import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FolioTable } from '@/modules/hotel/components/folio-table'
import { StayCheckOutForm } from '@/modules/hotel/components/stay-check-out-form'
import { CheckOutHeldByOrders } from '@/modules/hotel/components/booking-restaurant-orders'
import type { OrderRow } from '@/modules/restaurant/order-list-types'
import { t } from '@/lib/i18n'
import type { Departure, Folio, Stay } from '@/modules/hotel/components/stay-types'
import { urlFor } from '@/lib/routes'

type CheckOutProps = {
  booking: Stay
  folio: Folio
  departure: Departure
  extraTaxRateBp: number
  /** Restaurant orders of the stay still in service: check-out waits for them. */
  openOrders: OrderRow[]
  currency: string
  can: { leaveBalance: boolean; chargeEarlyDeparture: boolean }
}

/** Check a guest out: review the folio, post what is left, settle the balance, issue the invoice. */
export default function CheckOut({
  booking,
  folio,
  departure,
  extraTaxRateBp,
  openOrders,
  currency,
  can,
}: CheckOutProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.stays.bookings'), href: urlFor('hotel.bookings.index') },
        { title: booking.code, href: urlFor('hotel.bookings.show', { id: booking.id }) },
        {
          title: t('hotel.stays.check_out'),
          href: urlFor('hotel.bookings.check_out_form', { id: booking.id }),
        },
      ]}
    >
      <Heading
        level="h1"
        title={t('hotel.stays.check_out_title', {
          code: booking.code,
          name: booking.guest.fullName,
        })}
        description={t('hotel.stays.check_out_description', {
          room: booking.room?.number ?? t('hotel.none'),
        })}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.folio.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <FolioTable folio={folio} currency={currency} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.stays.settle')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <CheckOutHeldByOrders orders={openOrders} currency={currency} />
            <StayCheckOutForm
              booking={booking}
              folio={folio}
              departure={departure}
              extraTaxRateBp={extraTaxRateBp}
              currency={currency}
              canLeaveBalance={can.leaveBalance}
              canChargeEarlyDeparture={can.chargeEarlyDeparture}
            />
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
