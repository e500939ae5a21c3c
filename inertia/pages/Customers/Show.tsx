import { Link } from '@adonisjs/inertia/react'
import { CalendarPlus, Hotel, Pencil, Trash2 } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { CustomerMarks } from '@/modules/customers/components/customers-list'
import { ReservationsList } from '@/modules/restaurant/components/reservations-list'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerDetail, GuestOption } from '@/modules/customers/types'
import type { ReservationRow } from '@/modules/restaurant/types'

type ShowProps = {
  customer: CustomerDetail
  guest: GuestOption | null
  reservations: ReservationRow[] | null
  orders: never[]
  totalSpendCents: number
  currency: string
  zone: string
  can: { update: boolean; delete: boolean; reserve: boolean }
}

export default function Show({
  customer,
  guest,
  reservations,
  orders,
  totalSpendCents,
  currency,
  zone,
  can,
}: ShowProps) {
  const none = t('customers.none')
  const rows: [string, React.ReactNode][] = [
    [t('customers.kind'), t(`customers.kind.${customer.kind}`)],
    [t('customers.email'), customer.email ?? none],
    [t('customers.phone'), customer.phone || none],
    [t('customers.tax_id'), customer.taxId || none],
    [t('customers.address'), customer.address || none],
    [t('customers.notes'), customer.notes || none],
    [
      t('customers.marketing'),
      customer.marketingConsent ? t('customers.consents') : t('customers.no_consent'),
    ],
    [
      t('customers.guest_linked'),
      guest ? (
        <Link
          route="hotel.guests.show"
          routeParams={{ id: guest.id }}
          className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
        >
          <Hotel aria-hidden="true" className="size-4" />
          {guest.fullName}
        </Link>
      ) : (
        none
      ),
    ],
    [t('customers.since'), new Date(customer.createdAt).toLocaleDateString()],
  ]
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
        <div className="flex flex-wrap gap-2">
          {can.reserve && (
            <Button variant="outline" asChild>
              <Link route="restaurant.reservations.create" qs={{ customer_id: customer.id }}>
                <CalendarPlus aria-hidden="true" />
                {t('customers.new_reservation')}
              </Link>
            </Button>
          )}
          {can.update && (
            <Button variant="outline" asChild>
              <Link route="customers.edit" routeParams={{ id: customer.id }} prefetch>
                <Pencil aria-hidden="true" />
                {t('customers.edit')}
              </Link>
            </Button>
          )}
          {can.delete && (
            <ConfirmAction
              title={t('customers.delete_title')}
              description={t('customers.delete_description')}
              confirmLabel={t('customers.delete')}
              href={urlFor('customers.destroy', { id: customer.id })}
              method="delete"
              trigger={
                <Button variant="outline">
                  <Trash2 aria-hidden="true" />
                  {t('customers.delete')}
                </Button>
              }
            />
          )}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('customers.details')}</CardTitle>
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
        <Card>
          <CardHeader>
            <CardTitle>{t('customers.orders')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm">
              <span className="text-muted-foreground">{t('customers.total_spend')}: </span>
              <span className="text-lg font-semibold tabular-nums">
                {formatMoney(totalSpendCents, currency)}
              </span>
            </p>
            {orders.length === 0 && (
              <p className="text-sm text-muted-foreground">{t('customers.no_orders')}</p>
            )}
          </CardContent>
        </Card>
      </div>
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
