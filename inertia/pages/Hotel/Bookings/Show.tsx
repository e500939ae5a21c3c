import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { BookingActions } from '@/modules/hotel/components/booking-actions'
import { BookingTimeline } from '@/modules/hotel/components/booking-timeline'
import { FolioTable } from '@/modules/hotel/components/folio-table'
import { StayDetails } from '@/modules/hotel/components/stay-details'
import { BookingStatusBadge } from '@/modules/hotel/components/booking-status-badge'
import { useLiveProps } from '@/hooks/use-live-props'
import { t } from '@/lib/i18n'
import type {
  Folio,
  FreeRoom,
  Stay,
  StayAbilities,
  TimelineEntry,
} from '@/modules/hotel/components/stay-types'
import { urlFor } from '@/lib/routes'

type ShowProps = {
  booking: Stay
  folio: Folio
  timeline: TimelineEntry[]
  invoice: { id: number; number: string; issuedAt: string } | null
  freeRooms: FreeRoom[]
  currency: string
  today: string
  can: StayAbilities
}

const LIVE_PROPS = ['booking', 'folio', 'timeline', 'invoice', 'freeRooms', 'can'] as const

/** One booking: its particulars, folio and timeline, and what may be done with it now. Follows changes live. */
export default function Show({
  booking,
  folio,
  timeline,
  invoice,
  freeRooms,
  currency,
  today,
  can,
}: ShowProps) {
  useLiveProps<ShowProps>({ 'hotel.bookings': ['BookingChanged'] }, LIVE_PROPS, {
    accept: (message) =>
      message.event === 'BookingChanged' && message.payload.bookingId === booking.id,
  })
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.stays.bookings'), href: urlFor('hotel.bookings.index') },
        { title: booking.code, href: urlFor('hotel.bookings.show', { id: booking.id }) },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <Heading
            level="h1"
            title={t('hotel.stays.show_title', {
              code: booking.code,
              name: booking.guest.fullName,
            })}
          />
          <div className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={booking.status} />
            <span className="text-sm text-muted-foreground tabular-nums">
              {booking.checkIn} → {booking.checkOut}
            </span>
          </div>
        </div>
      </div>
      <BookingActions
        booking={booking}
        folio={folio}
        freeRooms={freeRooms}
        invoice={invoice}
        today={today}
        currency={currency}
        can={can}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.stays.details')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StayDetails booking={booking} currency={currency} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.folio.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <FolioTable folio={folio} currency={currency} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('hotel.stays.timeline')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BookingTimeline entries={timeline} />
        </CardContent>
      </Card>
    </AppLayout>
  )
}
