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
import type { CustomerKind } from '@/modules/customers/types'

export default function Create({
  kinds,
  can,
}: {
  kinds: CustomerKind[]
  can: { linkGuest: boolean }
}) {
  const form = useForm<CustomerFormData>(customerFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('customers.title'), href: urlFor('customers.index') },
        { title: t('customers.new'), href: urlFor('customers.create') },
      ]}
      title={t('customers.create_title')}
      description={t('customers.create_description')}
    >
      <CustomerForm
        form={form}
        kinds={kinds}
        canLinkGuest={can.linkGuest}
        submitLabel={t('customers.create_submit')}
        onSubmit={() => {
          form.transform(customerPayload)
          form.post(urlFor('customers.store'))
        }}
      />
    </FormPage>
  )
}
