import type { FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { t } from '@/lib/i18n'
import { ActiveField } from '@/modules/hotel/components/active-field'
import type { RoomTypeOption } from '@/modules/hotel/types'

export type RoomFormData = {
  number: string
  floor: string
  room_type_id: string
  notes: string
  is_active: boolean
}

export function roomPayload(data: RoomFormData) {
  return {
    ...data,
    floor: data.floor === '' ? '' : Number(data.floor),
    room_type_id: data.room_type_id === '' ? '' : Number(data.room_type_id),
  }
}

type RoomFormProps = {
  form: InertiaFormProps<RoomFormData>
  roomTypes: RoomTypeOption[]
  submitLabel: string
  onSubmit: () => void
}

export function RoomForm({ form, roomTypes, submitLabel, onSubmit }: RoomFormProps) {
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid max-w-2xl gap-6" noValidate onSubmit={submit}>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field
          id="number"
          label={t('hotel.rooms.number')}
          required
          maxLength={10}
          autoComplete="off"
          value={form.data.number}
          onChange={(e) => form.setData('number', e.target.value)}
          error={errors.number}
        />
        <Field
          id="floor"
          type="number"
          label={t('hotel.rooms.floor')}
          required
          value={form.data.floor}
          onChange={(e) => form.setData('floor', e.target.value)}
          error={errors.floor}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="room_type_id">{t('hotel.rooms.room_type')}</Label>
        <NativeSelect
          id="room_type_id"
          required
          value={form.data.room_type_id}
          onChange={(e) => form.setData('room_type_id', e.target.value)}
          aria-invalid={errors.room_type_id ? true : undefined}
          aria-describedby={errors.room_type_id ? 'room_type_id-error' : undefined}
        >
          <option value="">{t('hotel.rooms.choose_type')}</option>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.code} · {type.name}
            </option>
          ))}
        </NativeSelect>
        <InputError id="room_type_id-error" message={errors.room_type_id} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="notes">{t('hotel.rooms.notes')}</Label>
        <Textarea
          id="notes"
          rows={3}
          value={form.data.notes}
          onChange={(e) => form.setData('notes', e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
        />
        <InputError message={errors.notes} />
      </div>
      <ActiveField
        checked={form.data.is_active}
        onChange={(next) => form.setData('is_active', next)}
        error={errors.is_active}
        label={t('hotel.rooms.active_label')}
        hint={t('hotel.rooms.active_hint')}
      />
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}
