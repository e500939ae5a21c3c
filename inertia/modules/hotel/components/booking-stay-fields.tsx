import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { RoomTypeChoice, type PreviewState } from '@/modules/hotel/components/booking-quote'
import type { BookingFormData, StayPreview } from '@/modules/hotel/lib/booking'
import { t } from '@/lib/i18n'

type Form = InertiaFormProps<BookingFormData>
type Errors = Record<string, string | undefined>

/** The rooms free for the stay as typed; "assign later" leaves the booking on its type alone. */
function RoomField({
  form,
  errors,
  rooms,
}: {
  form: Form
  errors: Errors
  rooms: StayPreview['rooms'] | null
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="roomId">{t('hotel.bookings.assign_room')}</Label>
      <NativeSelect
        id="roomId"
        value={form.data.roomId ?? ''}
        onChange={(event) =>
          form.setData('roomId', event.target.value ? Number(event.target.value) : null)
        }
        aria-invalid={errors.roomId ? true : undefined}
        aria-describedby={errors.roomId ? 'roomId-error' : undefined}
      >
        <option value="">{t('hotel.bookings.assign_later')}</option>
        {(rooms ?? []).map((room) => (
          <option key={room.id} value={room.id}>
            {t('hotel.bookings.room_option', {
              number: room.number,
              floor: room.floor,
              status: t(`hotel.status.${room.housekeepingStatus}`),
            })}
          </option>
        ))}
      </NativeSelect>
      {rooms && rooms.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('hotel.bookings.no_free_room')}</p>
      )}
      <InputError id="roomId-error" message={errors.roomId} />
    </div>
  )
}

function StayDates({ form, errors, today, isNew }: StayProps & { isNew: boolean }) {
  const { data } = form
  const number = (key: 'adults' | 'children') => ({
    value: String(data[key]),
    onChange: (event: { target: { value: string } }) =>
      form.setData(key, Number(event.target.value)),
    error: errors[key],
  })
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <Field
        id="checkIn"
        type="date"
        required
        min={isNew ? today : undefined}
        label={t('hotel.bookings.check_in')}
        value={data.checkIn}
        onChange={(event) => form.setData('checkIn', event.target.value)}
        error={errors.checkIn}
      />
      <Field
        id="checkOut"
        type="date"
        required
        min={data.checkIn || today}
        label={t('hotel.bookings.check_out')}
        value={data.checkOut}
        onChange={(event) => form.setData('checkOut', event.target.value)}
        error={errors.checkOut}
      />
      <Field
        id="adults"
        type="number"
        required
        min={1}
        max={20}
        label={t('hotel.bookings.adults')}
        {...number('adults')}
      />
      <Field
        id="children"
        type="number"
        required
        min={0}
        max={20}
        label={t('hotel.bookings.children')}
        {...number('children')}
      />
    </div>
  )
}

type StayProps = { form: Form; errors: Errors; today: string }

/** The stay card: dates and party, the room type with its price, and the room. */
export function BookingStayFields({
  form,
  errors,
  today,
  bookingId,
  state,
  currency,
  rooms,
}: StayProps & {
  bookingId?: number
  state: PreviewState
  currency: string
  rooms: StayPreview['rooms'] | null
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('hotel.bookings.stay')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <StayDates form={form} errors={errors} today={today} isNew={!bookingId} />
        <div className="grid gap-2">
          <RoomTypeChoice
            state={state}
            value={form.data.roomTypeId}
            currency={currency}
            error={errors.roomTypeId}
            onChange={(roomTypeId) =>
              form.setData((current) => ({ ...current, roomTypeId, roomId: null }))
            }
          />
          <InputError id="roomTypeId-error" message={errors.roomTypeId} />
        </div>
        {form.data.roomTypeId !== null && <RoomField form={form} errors={errors} rooms={rooms} />}
      </CardContent>
    </Card>
  )
}
