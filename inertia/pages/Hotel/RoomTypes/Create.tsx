import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import {
  RoomTypeForm,
  roomTypePayload,
  type RoomTypeFormData,
} from '@/modules/hotel/components/room-type-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default function Create({ currency }: { currency: string }) {
  const form = useForm<RoomTypeFormData>({
    code: '',
    name: '',
    description: '',
    base_rate: '',
    max_adults: '2',
    max_children: '0',
    beds: '',
    size_m2: '',
    amenities: '',
    is_active: true,
  })
  form.transform(roomTypePayload)
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.room_types.title'), href: urlFor('hotel.room_types.index') },
        { title: t('hotel.room_types.new'), href: urlFor('hotel.room_types.create') },
      ]}
      title={t('hotel.room_types.create_title')}
      description={t('hotel.room_types.create_description')}
    >
      <RoomTypeForm
        form={form}
        currency={currency}
        submitLabel={t('hotel.room_types.create_submit')}
        onSubmit={() => form.post(urlFor('hotel.room_types.store'))}
      />
    </FormPage>
  )
}
