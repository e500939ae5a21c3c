import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  CustomerForm,
  customerFormData,
  customerPayload,
  type CustomerFormData,
} from '@/modules/customers/components/customer-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerDetail, CustomerKind, GuestOption } from '@/modules/customers/types'

type EditProps = {
  customer: CustomerDetail
  guest: GuestOption | null
  kinds: CustomerKind[]
  can: { linkGuest: boolean }
}

export default function Edit({ customer, guest, kinds, can }: EditProps) {
  const form = useForm<CustomerFormData>(customerFormData(customer, guest))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('customers.title'), href: urlFor('customers.index') },
        { title: customer.name, href: urlFor('customers.show', { id: customer.id }) },
        { title: t('customers.edit'), href: urlFor('customers.edit', { id: customer.id }) },
      ]}
      title={t('customers.edit_title', { name: customer.name })}
    >
      <CustomerForm
        form={form}
        kinds={kinds}
        canLinkGuest={can.linkGuest}
        submitLabel={t('customers.save')}
        onSubmit={() => {
          /* Without the right to see guests the link is kept as it is. */
          form.transform((data) => ({
            ...customerPayload(data),
            guest_id: can.linkGuest ? (data.guest?.id ?? null) : customer.guestId,
          }))
          form.put(urlFor('customers.update', { id: customer.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }}
      />
    </FormPage>
  )
}
