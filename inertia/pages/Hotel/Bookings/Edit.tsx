import { useForm } from '@inertiajs/react'
import { FormPage } from '@/components/forms/form-page'
import { BookingForm, bookingPayload } from '@/modules/hotel/components/booking-form'
import { BookingStatusBadge } from '@/modules/hotel/components/booking-status-badge'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import type {
  BookingFormData,
  BookingFormPermissions,
  BookingSource,
  EditableBooking,
  GuestOption,
} from '@/modules/hotel/lib/booking'
import { urlFor } from '@/lib/routes'

type EditProps = {
  booking: EditableBooking
  guest: GuestOption | null
  sources: BookingSource[]
  currency: string
  today: string
  can: BookingFormPermissions
}

export default function Edit({ booking, guest, sources, currency, today, can }: EditProps) {
  const form = useForm<BookingFormData>({
    guestId: booking.guestId,
    roomTypeId: booking.roomTypeId,
    roomId: booking.roomId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adults: booking.adults,
    children: booking.children,
    status: booking.status === 'pending' ? 'pending' : 'confirmed',
    source: booking.source,
    specialRequests: booking.specialRequests,
    creditLimit: centsToInput(booking.creditLimitCents),
    nightlyRate: '',
    /* Sent back untouched: the server refuses the save if the booking changed since this page was opened. */
    lockVersion: booking.lockVersion,
  })
  form.transform(({ status: _status, ...data }) => bookingPayload(data as BookingFormData))
  useUnsavedChanges(form.isDirty && !form.processing)
  return (
    <FormPage
      breadcrumbs={[
        { title: t('hotel.bookings.title'), href: urlFor('hotel.bookings.index') },
        { title: booking.code, href: urlFor('hotel.bookings.show', { id: booking.id }) },
        {
          title: t('hotel.bookings.edit'),
          href: urlFor('hotel.bookings.edit', { id: booking.id }),
        },
      ]}
      title={t('hotel.bookings.edit_title', { code: booking.code })}
      description={t('hotel.bookings.edit_description')}
      status={<BookingStatusBadge status={booking.status} />}
    >
      <BookingForm
        form={form}
        guest={guest}
        sources={sources}
        bookingId={booking.id}
        currency={currency}
        today={today}
        can={can}
        submitLabel={t('hotel.bookings.save')}
        onSubmit={() =>
          form.put(urlFor('hotel.bookings.update', { id: booking.id }), { preserveScroll: true })
        }
      />
    </FormPage>
  )
}
