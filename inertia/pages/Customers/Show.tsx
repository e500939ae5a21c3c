import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { CustomerMarks } from '@/modules/customers/components/customers-list'
import { CustomerActions, CustomerDetails } from '@/modules/customers/components/customer-details'
import { ReservationsList } from '@/modules/restaurant/components/reservations-list'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerDetail, GuestOption } from '@/modules/customers/types'
import type { ReservationRow } from '@/modules/restaurant/types'
import type { CustomerOrders } from '@/modules/restaurant/order-list-types'
import { OrderListTable } from '@/modules/restaurant/components/order-list-table'

type ShowProps = {
  customer: CustomerDetail
  guest: GuestOption | null
  reservations: ReservationRow[] | null
  /** The customer's orders and spend; null without restaurant.orders.view. */
  orders: CustomerOrders | null
  currency: string
  zone: string
  can: { update: boolean; delete: boolean; reserve: boolean }
}

export default function Show({
  customer,
  guest,
  reservations,
  orders,
  currency,
  zone,
  can,
}: ShowProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('customers.title'), href: urlFor('customers.index') },
        { title: customer.name, href: urlFor('customers.show', { id: customer.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <Heading level="h1" title={customer.name} />
          <CustomerMarks customer={customer} />
        </div>
        <CustomerActions customer={customer} can={can} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerDetails customer={customer} guest={guest} />
        {orders && (
          <Card>
            <CardHeader>
              <CardTitle>{t('customers.total_spend')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <p className="text-2xl font-semibold tabular-nums" data-total-spend>
                {formatMoney(orders.totalSpendCents, currency)}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('restaurant.order_list.spend_note')}
              </p>
            </CardContent>
          </Card>
        )}
      </div>
      {orders && (
        <Card className="gap-0 overflow-hidden pb-0">
          <CardHeader className="pb-4">
            <CardTitle>{t('customers.orders')}</CardTitle>
          </CardHeader>
          {orders.orders.length === 0 ? (
            <p className="px-6 pb-6 text-sm text-muted-foreground">{t('customers.no_orders')}</p>
          ) : (
            <OrderListTable orders={orders.orders} zone={zone} currency={currency} compact />
          )}
        </Card>
      )}
      {reservations && (
        <Card className="gap-0 overflow-hidden pb-0">
          <CardHeader className="pb-4">
            <CardTitle>{t('customers.reservations')}</CardTitle>
          </CardHeader>
          {reservations.length === 0 ? (
            <p className="px-6 pb-6 text-sm text-muted-foreground">
              {t('customers.no_reservations')}
            </p>
          ) : (
            <ReservationsList reservations={reservations} zone={zone} showCustomer={false} />
          )}
        </Card>
      )}
    </AppLayout>
  )
}
