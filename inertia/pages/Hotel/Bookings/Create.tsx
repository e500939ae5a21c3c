import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { BookingForm, bookingPayload } from '@/modules/hotel/components/booking-form'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import type {
  BookingFormData,
  BookingFormPermissions,
  BookingSource,
  GuestOption,
} from '@/modules/hotel/lib/booking'
import { urlFor } from '@/lib/routes'

type CreateProps = {
  prefill: {
    guestId: number | null
    roomTypeId: number | null
    roomId: number | null
    checkIn: string
    checkOut: string
  }
  guest: GuestOption | null
  sources: BookingSource[]
  statuses: BookingFormData['status'][]
  defaultCreditLimitCents: number
  currency: string
  today: string
  can: BookingFormPermissions
}

export default function Create({
  prefill,
  guest,
  sources,
  statuses,
  defaultCreditLimitCents,
  currency,
  today,
  can,
}: CreateProps) {
  const form = useForm<BookingFormData>({
    guestId: guest?.id ?? null,
    roomTypeId: prefill.roomTypeId,
    roomId: prefill.roomId,
    checkIn: prefill.checkIn,
    checkOut: prefill.checkOut,
    adults: 1,
    children: 0,
    status: 'confirmed',
    source: 'phone',
    specialRequests: '',
    creditLimit: can.editCreditLimit ? centsToInput(defaultCreditLimitCents) : '',
    nightlyRate: '',
  })
  form.transform(bookingPayload)
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.bookings.title'), href: urlFor('hotel.bookings.index') },
        { title: t('hotel.bookings.new'), href: urlFor('hotel.bookings.create') },
      ]}
      title={t('hotel.bookings.create_title')}
      description={t('hotel.bookings.create_description')}
    >
      <BookingForm
        form={form}
        guest={guest}
        sources={sources}
        statuses={statuses}
        currency={currency}
        today={today}
        can={can}
        submitLabel={t('hotel.bookings.create_submit')}
        onSubmit={() => form.post(urlFor('hotel.bookings.store'))}
      />
    </FormPage>
  )
}
