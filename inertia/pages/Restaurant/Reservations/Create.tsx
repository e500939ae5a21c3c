import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SearchPicker } from '@/components/search-picker'
import {
  ReservationFields,
  reservationPayload,
  type ReservationTimeData,
} from '@/modules/restaurant/components/reservation-fields'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerOption, TableOption } from '@/modules/restaurant/types'

type CreateProps = {
  tables: TableOption[]
  today: string
  defaultMinutes: number
  prefill: { tableId: number | null; customer: CustomerOption | null }
}

type FormData = ReservationTimeData & { customer_id: string; customer_name: string; phone: string }

export default function Create({ tables, today, defaultMinutes, prefill }: CreateProps) {
  const [customer, setCustomer] = useState<CustomerOption | null>(prefill.customer)
  const form = useForm<FormData>({
    customer_id: prefill.customer ? String(prefill.customer.id) : '',
    customer_name: '',
    phone: '',
    party_size: '2',
    date: today,
    time: '20:00',
    duration_minutes: String(defaultMinutes),
    table_id: prefill.tableId ? String(prefill.tableId) : '',
    notes: '',
  })
  useUnsavedChanges(form.isDirty && !form.processing)
  const errors = form.errors as Record<string, string | undefined>
  const choose = (option: CustomerOption | null) => {
    setCustomer(option)
    form.setData('customer_id', option ? String(option.id) : '')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => {
      const payload = reservationPayload(data)
      return data.customer_id
        ? {
            ...payload,
            customer_id: Number(data.customer_id),
            customer_name: undefined,
            phone: undefined,
          }
        : { ...payload, customer_id: undefined }
    })
    form.post(urlFor('restaurant.reservations.store'))
  }
  return (
    <FormPage
      breadcrumbs={[
        {
          title: t('restaurant.reservations.title'),
          href: urlFor('restaurant.reservations.index'),
        },
        { title: t('restaurant.reservations.new'), href: urlFor('restaurant.reservations.create') },
      ]}
      title={t('restaurant.reservations.create_title')}
      description={t('restaurant.reservations.create_description')}
    >
      <form className="grid max-w-3xl gap-6" noValidate onSubmit={submit}>
        <fieldset className="grid gap-4 rounded-md border p-4">
          <legend className="px-1 text-sm font-medium">
            {t('restaurant.reservations.customer')}
          </legend>
          <SearchPicker<CustomerOption>
            id="customer-search"
            label={t('restaurant.reservations.find_customer')}
            placeholder={t('restaurant.reservations.find_customer_placeholder')}
            url={(search) =>
              urlFor('restaurant.reservations.customer_options', {}, { qs: { search } })
            }
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
            error={errors.customer_id}
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
                  error={errors.customer_name}
                />
                <Field
                  id="phone"
                  type="tel"
                  label={t('restaurant.reservations.phone')}
                  maxLength={40}
                  autoComplete="off"
                  value={form.data.phone}
                  onChange={(event) => form.setData('phone', event.target.value)}
                  error={errors.phone}
                />
              </div>
            </>
          )}
        </fieldset>
        <ReservationFields form={form} tables={tables} today={today} />
        <div>
          <SubmitButton processing={form.processing}>
            {t('restaurant.reservations.create_submit')}
          </SubmitButton>
        </div>
      </form>
    </FormPage>
  )
}
