import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { GuestForm, guestFormData, type GuestFormData } from '@/modules/hotel/components/guest-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default function Create({ can }: { can: { overrideBlock: boolean } }) {
  const form = useForm<GuestFormData>(guestFormData())
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.guests.title'), href: urlFor('hotel.guests.index') },
        { title: t('hotel.guests.new'), href: urlFor('hotel.guests.create') },
      ]}
      title={t('hotel.guests.create_title')}
      description={t('hotel.guests.create_description')}
    >
      <GuestForm
        form={form}
        canBlock={can.overrideBlock}
        submitLabel={t('hotel.guests.create_submit')}
        onSubmit={() => form.post(urlFor('hotel.guests.store'))}
      />
    </FormPage>
  )
}
