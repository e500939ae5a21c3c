import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { GuestForm, guestFormData, type GuestFormData } from '@/modules/hotel/components/guest-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import type { GuestDetail } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

export default function Edit({
  guest,
  can,
}: {
  guest: GuestDetail
  can: { overrideBlock: boolean }
}) {
  const form = useForm<GuestFormData>(guestFormData(guest))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.guests.title'), href: urlFor('hotel.guests.index') },
        { title: guest.fullName, href: urlFor('hotel.guests.show', { id: guest.id }) },
        { title: t('hotel.edit'), href: urlFor('hotel.guests.edit', { id: guest.id }) },
      ]}
      title={t('hotel.guests.edit_title', { name: guest.fullName })}
    >
      <GuestForm
        form={form}
        canBlock={can.overrideBlock}
        submitLabel={t('hotel.save')}
        onSubmit={() =>
          form.put(urlFor('hotel.guests.update', { id: guest.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
