import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { RoomForm, roomPayload, type RoomFormData } from '@/modules/hotel/components/room-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import type { EditableRoom, RoomTypeOption } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

export default function Edit({
  room,
  roomTypes,
}: {
  room: EditableRoom
  roomTypes: RoomTypeOption[]
}) {
  const form = useForm<RoomFormData>({
    number: room.number,
    floor: String(room.floor),
    room_type_id: String(room.roomTypeId),
    notes: room.notes,
    is_active: room.isActive,
  })
  form.transform(roomPayload)
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.rooms.title'), href: urlFor('hotel.rooms.index') },
        {
          title: t('hotel.rooms.room_title', { number: room.number }),
          href: urlFor('hotel.rooms.show', { id: room.id }),
        },
        { title: t('hotel.edit'), href: urlFor('hotel.rooms.edit', { id: room.id }) },
      ]}
      title={t('hotel.rooms.edit_title', { number: room.number })}
    >
      <RoomForm
        form={form}
        roomTypes={roomTypes}
        submitLabel={t('hotel.save')}
        onSubmit={() =>
          form.put(urlFor('hotel.rooms.update', { id: room.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
