import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SearchPicker } from '@/components/search-picker'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ReservationTimeData } from '@/modules/restaurant/components/reservation-fields'
import type { CustomerOption } from '@/modules/restaurant/types'

export type ReservationCustomerData = { customer_id: string; customer_name: string; phone: string }

/** A new reservation's form: whose it is, and when and where. */
export type NewReservationData = ReservationTimeData & ReservationCustomerData

/** Whose table it is: a known customer found by search, or a new one by name and phone. */
export function ReservationCustomer({
  form,
  customer,
  onChoose: choose,
}: {
  form: InertiaFormProps<NewReservationData>
  customer: CustomerOption | null
  onChoose: (option: CustomerOption | null) => void
}) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('restaurant.reservations.customer')}</legend>
      <SearchPicker<CustomerOption>
        id="customer-search"
        label={t('restaurant.reservations.find_customer')}
        placeholder={t('restaurant.reservations.find_customer_placeholder')}
        url={(search) => urlFor('restaurant.reservations.customer_options', {}, { qs: { search } })}
        read={(body) => body.customers}
        render={(option) => (
          <>
            <span className="font-medium">{option.name}</span>
            <span className="text-sm text-muted-foreground">
              {[option.phone, option.email].filter(Boolean).join(' · ')}
            </span>
          </>
        )}
        value={customer}
        onChange={choose}
        error={form.errors.customer_id}
        texts={{
          results: t('restaurant.reservations.find_customer'),
          none: t('restaurant.reservations.no_customer_found'),
          change: t('restaurant.reservations.change_customer'),
        }}
      />
      {!customer && (
        <>
          <p className="text-sm text-muted-foreground">
            {t('restaurant.reservations.or_new_customer')}
          </p>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              id="customer_name"
              label={t('restaurant.reservations.customer_name')}
              maxLength={160}
              autoComplete="off"
              value={form.data.customer_name}
              onChange={(event) => form.setData('customer_name', event.target.value)}
              error={form.errors.customer_name}
            />
            <Field
              id="phone"
              type="tel"
              label={t('restaurant.reservations.phone')}
              maxLength={40}
              autoComplete="off"
              value={form.data.phone}
              onChange={(event) => form.setData('phone', event.target.value)}
              error={form.errors.phone}
            />
          </div>
        </>
      )}
    </fieldset>
  )
}
