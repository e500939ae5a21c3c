import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { RoomForm, roomPayload, type RoomFormData } from '@/modules/hotel/components/room-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import type { RoomTypeOption } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

export default function Create({ roomTypes }: { roomTypes: RoomTypeOption[] }) {
  const form = useForm<RoomFormData>({
    number: '',
    floor: '1',
    room_type_id: '',
    notes: '',
    is_active: true,
  })
  form.transform(roomPayload)
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.rooms.title'), href: urlFor('hotel.rooms.index') },
        { title: t('hotel.rooms.new'), href: urlFor('hotel.rooms.create') },
      ]}
      title={t('hotel.rooms.create_title')}
      description={t('hotel.rooms.create_description')}
    >
      <RoomForm
        form={form}
        roomTypes={roomTypes}
        submitLabel={t('hotel.rooms.create_submit')}
        onSubmit={() => form.post(urlFor('hotel.rooms.store'))}
      />
    </FormPage>
  )
}
