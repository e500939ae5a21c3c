import { useEffect, useState, type FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { AlertCircle } from 'lucide-react'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { PriceSummary, useStayPreview } from '@/modules/hotel/components/booking-quote'
import { GuestPicker } from '@/modules/hotel/components/booking-guest-picker'
import { BookingStayFields } from '@/modules/hotel/components/booking-stay-fields'
import { BookingDetailsFields } from '@/modules/hotel/components/booking-details-fields'
import {
  moneyToCents,
  type BookingFormData,
  type BookingFormPermissions,
  type BookingSource,
  type GuestOption,
  type QuotedType,
} from '@/modules/hotel/lib/booking'
import { t } from '@/lib/i18n'

type BookingFormProps = {
  form: InertiaFormProps<BookingFormData>
  guest: GuestOption | null
  sources: BookingSource[]
  /** Only a new booking chooses its first status; later moves are the lifecycle's. */
  statuses?: BookingFormData['status'][]
  bookingId?: number
  currency: string
  today: string
  can: BookingFormPermissions
  submitLabel: string
  onSubmit: () => void
}

/** The stay's price and free rooms as typed; a room no longer free is let go. */
function useBookingPreview(
  form: InertiaFormProps<BookingFormData>,
  bookingId: number | undefined,
  can: BookingFormPermissions
) {
  const { data } = form
  const state = useStayPreview({
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    adults: data.adults,
    children: data.children,
    roomTypeId: data.roomTypeId,
    bookingId,
    nightlyRateCents: can.overrideRate ? moneyToCents(data.nightlyRate) : null,
  })
  const chosen = state.preview?.types.find((type) => type.id === data.roomTypeId) ?? null
  const rooms = state.status === 'ready' && state.preview ? state.preview.rooms : null

  /* A room that is no longer free for the stay being typed is let go rather than refused on save. */
  useEffect(() => {
    if (rooms && data.roomId !== null && !rooms.some((room) => room.id === data.roomId))
      form.setData('roomId', null)
  }, [rooms])
  return { state, chosen, rooms }
}

/** The price of the stay as typed, beside the form on a wide screen, with the save button. */
function PriceCard({
  form,
  chosen,
  currency,
  submitLabel,
}: {
  form: InertiaFormProps<BookingFormData>
  chosen: QuotedType | null
  currency: string
  submitLabel: string
}) {
  return (
    <Card className="lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle>
          <h2>{t('hotel.bookings.price')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PriceSummary type={chosen} currency={currency} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
          <SavedNote show={form.recentlySuccessful} />
        </div>
      </CardContent>
    </Card>
  )
}

export function BookingForm({
  form,
  guest: initialGuest,
  sources,
  statuses,
  bookingId,
  currency,
  today,
  can,
  submitLabel,
  onSubmit,
}: BookingFormProps) {
  const [guest, setGuest] = useState(initialGuest)
  const errors = form.errors as Record<string, string | undefined>
  const { state, chosen, rooms } = useBookingPreview(form, bookingId, can)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }

  return (
    <form
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      noValidate
      onSubmit={submit}
    >
      <div className="grid gap-6">
        {errors.lockVersion && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>{errors.lockVersion}</AlertDescription>
          </Alert>
        )}
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.bookings.guest')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <GuestPicker
              value={guest}
              error={errors.guestId}
              onChange={(next) => {
                setGuest(next)
                form.setData('guestId', next?.id ?? null)
              }}
            />
          </CardContent>
        </Card>
        <BookingStayFields
          form={form}
          errors={errors}
          today={today}
          bookingId={bookingId}
          state={state}
          currency={currency}
          rooms={rooms}
        />
        <BookingDetailsFields
          form={form}
          errors={errors}
          sources={sources}
          statuses={statuses}
          currency={currency}
          can={can}
          chosen={chosen}
        />
      </div>
      <PriceCard form={form} chosen={chosen} currency={currency} submitLabel={submitLabel} />
    </form>
  )
}

/** What the form posts: money typed as text goes as cents; an empty override means "the rate plan's price". */
export function bookingPayload(data: BookingFormData) {
  const { creditLimit, nightlyRate, ...rest } = data
  return {
    ...rest,
    creditLimitCents: moneyToCents(creditLimit),
    nightlyRateCents: moneyToCents(nightlyRate),
  }
}
