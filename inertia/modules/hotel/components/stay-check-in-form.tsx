import type { FormEvent } from 'react'
import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { PaymentMethodSelect } from '@/modules/hotel/components/folio-method-select'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import type { FreeRoom, Stay } from '@/modules/hotel/components/stay-types'
import { urlFor } from '@/lib/routes'

type CheckInFormData = {
  lockVersion: number
  roomId: string
  documentType: string
  documentNumber: string
  documentConfirmed: boolean
  depositMethod: string
  depositAmount: string
}

type CheckInForm = InertiaFormProps<CheckInFormData>
type Errors = Record<string, string | undefined>

/** The ready rooms of the booked type; the one already assigned comes preselected. */
function CheckInRoomField({
  form,
  errors,
  rooms,
}: {
  form: CheckInForm
  errors: Errors
  rooms: FreeRoom[]
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="roomId">{t('hotel.stays.room')}</Label>
      <NativeSelect
        id="roomId"
        required
        value={form.data.roomId}
        onChange={(e) => form.setData('roomId', e.target.value)}
        aria-invalid={errors.roomId ? true : undefined}
        aria-describedby="roomId-hint roomId-error"
      >
        <option value="" disabled>
          {t('hotel.stays.choose_room')}
        </option>
        {rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {t('hotel.stays.room_option', {
              number: room.number,
              floor: room.floor,
              status: t(`hotel.status.${room.housekeepingStatus}`),
            })}
          </option>
        ))}
      </NativeSelect>
      <p id="roomId-hint" className="text-sm text-muted-foreground">
        {rooms.length ? t('hotel.stays.ready_rooms_hint') : t('hotel.stays.no_ready_rooms')}
      </p>
      <InputError id="roomId-error" message={errors.roomId} />
    </div>
  )
}

/** The guest's identity document, seen and confirmed at the desk. */
function DocumentFields({ form, errors }: { form: CheckInForm; errors: Errors }) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('hotel.stays.document')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="documentType"
          label={t('hotel.stays.document_type')}
          required
          maxLength={30}
          value={form.data.documentType}
          onChange={(e) => form.setData('documentType', e.target.value)}
          error={errors.documentType}
        />
        <Field
          id="documentNumber"
          label={t('hotel.stays.document_number')}
          required
          maxLength={60}
          autoComplete="off"
          value={form.data.documentNumber}
          onChange={(e) => form.setData('documentNumber', e.target.value)}
          error={errors.documentNumber}
        />
      </div>
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <Checkbox
            id="documentConfirmed"
            checked={form.data.documentConfirmed}
            onCheckedChange={(next) => form.setData('documentConfirmed', next === true)}
            aria-invalid={errors.documentConfirmed ? true : undefined}
            aria-describedby="documentConfirmed-error"
          />
          <Label htmlFor="documentConfirmed">{t('hotel.stays.document_confirmed')}</Label>
        </div>
        <InputError id="documentConfirmed-error" message={errors.documentConfirmed} />
      </div>
    </fieldset>
  )
}

function DepositFields({ form, errors }: { form: CheckInForm; errors: Errors }) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('hotel.stays.deposit_optional')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentMethodSelect
          id="depositMethod"
          allowNone
          value={form.data.depositMethod}
          onChange={(value) => form.setData('depositMethod', value)}
          error={errors.depositMethod}
        />
        <Field
          id="depositAmount"
          label={t('hotel.folio.amount')}
          inputMode="decimal"
          placeholder="100.00"
          value={form.data.depositAmount}
          onChange={(e) => form.setData('depositAmount', e.target.value)}
          error={errors.depositAmount}
        />
      </div>
    </fieldset>
  )
}

/** Room, document and optional deposit: everything check-in asks for, in one submit. */
export function StayCheckInForm({
  booking,
  rooms,
  preselectedRoomId,
  blocked,
}: {
  booking: Stay
  rooms: FreeRoom[]
  preselectedRoomId: number | null
  blocked: boolean
}) {
  const form = useForm<CheckInFormData>({
    lockVersion: booking.lockVersion,
    roomId: preselectedRoomId ? String(preselectedRoomId) : '',
    documentType: booking.guest.documentType,
    documentNumber: booking.guest.documentNumber,
    documentConfirmed: false,
    depositMethod: '',
    depositAmount: '',
  })
  const errors = form.errors as Record<string, string | undefined>
  useUnsavedChanges(form.isDirty && !form.processing && !form.wasSuccessful)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ ...data, roomId: data.roomId ? Number(data.roomId) : null }))
    form.post(urlFor('hotel.bookings.check_in', { id: booking.id }))
  }
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <InputError message={errors.booking ?? errors.lockVersion} />
      <CheckInRoomField form={form} errors={errors} rooms={rooms} />
      <DocumentFields form={form} errors={errors} />
      <DepositFields form={form} errors={errors} />
      <div>
        <SubmitButton processing={form.processing} disabled={form.processing || blocked}>
          {t('hotel.stays.check_in_submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
