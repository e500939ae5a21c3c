import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { BookingActions } from '@/modules/hotel/components/booking-actions'
import { BookingPanels } from '@/modules/hotel/components/booking-panels'
import { BookingStatusBadge } from '@/modules/hotel/components/booking-status-badge'
import { BookingRestaurantOrders } from '@/modules/hotel/components/booking-restaurant-orders'
import type { OrderRow } from '@/modules/restaurant/order-list-types'
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
  /** Its restaurant orders: room service, or charged to the room. */
  restaurantOrders: OrderRow[]
  freeRooms: FreeRoom[]
  currency: string
  today: string
  zone: string
  can: StayAbilities
}

const LIVE_PROPS = [
  'booking',
  'folio',
  'timeline',
  'invoice',
  'restaurantOrders',
  'freeRooms',
  'can',
] as const

/** One booking: its particulars, folio and timeline, and what may be done with it now. Follows changes live. */
export default function Show({
  booking,
  folio,
  timeline,
  invoice,
  restaurantOrders,
  freeRooms,
  currency,
  today,
  zone,
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
      <BookingPanels
        booking={booking}
        folio={folio}
        timeline={timeline}
        currency={currency}
        afterFolio={
          <BookingRestaurantOrders orders={restaurantOrders} zone={zone} currency={currency} />
        }
      />
    </AppLayout>
  )
}
