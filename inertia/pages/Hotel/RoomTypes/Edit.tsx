import { useForm, usePage } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { InputError } from '@/components/ui/input-error'
import {
  RoomTypeForm,
  roomTypePayload,
  type RoomTypeFormData,
} from '@/modules/hotel/components/room-type-form'
import { ConfirmDelete } from '@/components/confirm-action'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { SharedProps } from '@/types'
import type { RoomTypeRow } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

export default function Edit({ roomType, currency }: { roomType: RoomTypeRow; currency: string }) {
  const { errors } = usePage<SharedProps>().props
  const form = useForm<RoomTypeFormData>({
    code: roomType.code,
    name: roomType.name,
    description: roomType.description,
    base_rate: centsToInput(roomType.baseRateCents),
    max_adults: String(roomType.maxAdults),
    max_children: String(roomType.maxChildren),
    beds: roomType.beds,
    size_m2: roomType.sizeM2 ?? '',
    amenities: roomType.amenities.join(', '),
    is_active: roomType.isActive,
  })
  form.transform(roomTypePayload)
  useUnsavedChanges(form.isDirty && !form.processing)

  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.room_types.title'), href: urlFor('hotel.room_types.index') },
        { title: roomType.name, href: urlFor('hotel.room_types.show', { id: roomType.id }) },
        { title: t('hotel.edit'), href: urlFor('hotel.room_types.edit', { id: roomType.id }) },
      ]}
      title={t('hotel.room_types.edit_title', { name: roomType.name })}
      description={t('hotel.room_types.rooms_count', { count: roomType.roomsCount })}
      actions={
        roomType.can.delete && (
          <ConfirmDelete
            label={t('hotel.delete')}
            title={t('hotel.room_types.delete_title', { code: roomType.code })}
            description={t('hotel.room_types.delete_description')}
            href={urlFor('hotel.room_types.destroy', { id: roomType.id })}
          />
        )
      }
    >
      <InputError
        message={errors.room_type}
        className="max-w-2xl rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
      />
      <RoomTypeForm
        form={form}
        currency={currency}
        submitLabel={t('hotel.save')}
        onSubmit={() =>
          form.put(urlFor('hotel.room_types.update', { id: roomType.id }), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }
      />
    </FormPage>
  )
}
