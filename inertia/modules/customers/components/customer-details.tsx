import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { CalendarPlus, Hotel, Pencil, Trash2 } from 'lucide-react'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerDetail, GuestOption } from '@/modules/customers/types'

/** How to reach the customer, what to remember, consent and the hotel guest they are. */
export function CustomerDetails({
  customer,
  guest,
}: {
  customer: CustomerDetail
  guest: GuestOption | null
}) {
  const none = t('customers.none')
  const rows: [string, ReactNode][] = [
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
  )
}

/** A reservation for the customer, editing and deleting them, as far as the user may. */
export function CustomerActions({
  customer,
  can,
}: {
  customer: CustomerDetail
  can: { update: boolean; delete: boolean; reserve: boolean }
}) {
  return (
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
  )
}
