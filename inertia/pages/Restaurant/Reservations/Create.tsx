import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { SubmitButton } from '@/components/forms/submit-button'
import {
  ReservationFields,
  reservationPayload,
} from '@/modules/restaurant/components/reservation-fields'
import {
  ReservationCustomer,
  type NewReservationData,
} from '@/modules/restaurant/components/reservation-customer'
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

type FormData = NewReservationData

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
        <ReservationCustomer form={form} customer={customer} onChoose={choose} />
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
