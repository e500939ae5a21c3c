import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { StayCheckInForm } from '@/modules/hotel/components/stay-check-in-form'
import { StaySummary } from '@/modules/hotel/components/stay-summary'
import { t } from '@/lib/i18n'
import type { FreeRoom, Stay } from '@/modules/hotel/components/stay-types'
import { urlFor } from '@/lib/routes'

type CheckInProps = {
  booking: Stay
  rooms: FreeRoom[]
  preselectedRoomId: number | null
  roomNights: { night: string; rateCents: number; taxCents: number }[]
  currency: string
  /** Whether the form may be sent today, and the notice the arrival date calls for: decided by the server. */
  checkInWindow: { allowed: boolean; arrival: 'due' | 'early' | 'too_early' | 'too_late' }
}

/** Check a confirmed guest in: pick a ready room, confirm their document, take a deposit if any. */
export default function CheckIn({
  booking,
  rooms,
  preselectedRoomId,
  roomNights,
  currency,
  checkInWindow: { allowed, arrival },
}: CheckInProps) {
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.stays.bookings'), href: urlFor('hotel.bookings.index') },
        { title: booking.code, href: urlFor('hotel.bookings.show', { id: booking.id }) },
        {
          title: t('hotel.stays.check_in'),
          href: urlFor('hotel.bookings.check_in_form', { id: booking.id }),
        },
      ]}
    >
      <Heading
        level="h1"
        title={t('hotel.stays.check_in_title', {
          code: booking.code,
          name: booking.guest.fullName,
        })}
        description={t('hotel.stays.check_in_description')}
      />
      {(arrival === 'early' || arrival === 'too_early') && (
        <Alert variant={arrival === 'early' ? 'default' : 'destructive'}>
          <AlertDescription>
            {arrival === 'early'
              ? t('hotel.stays.early_notice', { date: booking.checkIn })
              : t('hotel.stays.too_early', { date: booking.checkIn })}
          </AlertDescription>
        </Alert>
      )}
      {arrival === 'too_late' && (
        <Alert variant="destructive">
          <AlertDescription>
            {t('hotel.stays.too_late', { date: booking.checkOut })}
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.stays.check_in')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StayCheckInForm
              booking={booking}
              rooms={rooms}
              preselectedRoomId={preselectedRoomId}
              blocked={!allowed}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.stays.summary')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StaySummary booking={booking} nights={roomNights} currency={currency} />
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
