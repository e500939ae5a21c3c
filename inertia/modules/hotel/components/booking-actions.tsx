import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowRightLeft,
  Ban,
  CalendarRange,
  CheckCircle2,
  CircleSlash,
  Download,
  LogIn,
  LogOut,
  Pencil,
  Plus,
  Wallet,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FolioChargeDialog } from '@/modules/hotel/components/folio-charge-dialog'
import { FolioPaymentDialog } from '@/modules/hotel/components/folio-payment-dialog'
import { StayMoveDialog } from '@/modules/hotel/components/stay-move-dialog'
import { StayChangeDialog } from '@/modules/hotel/components/stay-change-dialog'
import { StayTransitionDialog } from '@/modules/hotel/components/stay-transition-dialog'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { Folio, FreeRoom, Stay, StayAbilities } from '@/modules/hotel/components/stay-types'

type Props = {
  booking: Stay
  folio: Folio
  freeRooms: FreeRoom[]
  invoice: { number: string } | null
  today: string
  currency: string
  can: StayAbilities
}

/** Arrival, departure and confirmation: the booking's next step in its lifecycle. */
function LifecycleActions({ booking, can }: Pick<Props, 'booking' | 'can'>) {
  return (
    <>
      {can.checkIn && (
        <Button asChild>
          <Link route="hotel.bookings.check_in_form" routeParams={{ id: booking.id }}>
            <LogIn aria-hidden="true" />
            {t('hotel.stays.check_in')}
          </Link>
        </Button>
      )}
      {can.checkOut && (
        <Button asChild>
          <Link route="hotel.bookings.check_out_form" routeParams={{ id: booking.id }}>
            <LogOut aria-hidden="true" />
            {t('hotel.stays.check_out')}
          </Link>
        </Button>
      )}
      {can.confirm && (
        <StayTransitionDialog
          title={t('hotel.stays.confirm_title', { code: booking.code })}
          description={t('hotel.stays.confirm_description')}
          confirmLabel={t('hotel.stays.confirm')}
          href={urlFor('hotel.bookings.confirm', { id: booking.id })}
          lockVersion={booking.lockVersion}
          trigger={
            <Button variant="outline">
              <CheckCircle2 aria-hidden="true" />
              {t('hotel.stays.confirm')}
            </Button>
          }
        />
      )}
    </>
  )
}

/** A charge on the folio and a payment (a deposit before arrival). */
function FolioActions({
  booking,
  folio,
  today,
  can,
}: Omit<Props, 'freeRooms' | 'invoice' | 'currency'>) {
  const isDeposit = booking.status === 'pending' || booking.status === 'confirmed'
  return (
    <>
      {can.postCharge && (
        <FolioChargeDialog
          bookingId={booking.id}
          today={today}
          trigger={
            <Button variant="outline">
              <Plus aria-hidden="true" />
              {t('hotel.folio.post_charge')}
            </Button>
          }
        />
      )}
      {can.takePayment && (isDeposit || folio.balanceCents > 0) && (
        <FolioPaymentDialog
          bookingId={booking.id}
          isDeposit={isDeposit}
          balanceCents={folio.balanceCents}
          trigger={
            <Button variant="outline">
              <Wallet aria-hidden="true" />
              {isDeposit ? t('hotel.folio.take_deposit') : t('hotel.folio.take_payment')}
            </Button>
          }
        />
      )}
    </>
  )
}

/** Changes to the stay itself (dates, room, details) and its invoice once there is one. */
function StayActions({ booking, freeRooms, invoice, today, currency, can }: Omit<Props, 'folio'>) {
  const [changingStay, setChangingStay] = useState(false)
  return (
    <>
      {can.changeStay && (
        <Button variant="outline" onClick={() => setChangingStay(true)}>
          <CalendarRange aria-hidden="true" />
          {t('hotel.stays.change.title')}
        </Button>
      )}
      {changingStay && (
        <StayChangeDialog
          stay={{ ...booking, guestName: booking.guest.fullName }}
          today={today}
          currency={currency}
          onClose={() => setChangingStay(false)}
        />
      )}
      {can.move && (
        <StayMoveDialog
          booking={booking}
          freeRooms={freeRooms}
          trigger={
            <Button variant="outline">
              <ArrowRightLeft aria-hidden="true" />
              {t('hotel.stays.move_room')}
            </Button>
          }
        />
      )}
      {can.update && (
        <Button variant="outline" asChild>
          <Link route="hotel.bookings.edit" routeParams={{ id: booking.id }}>
            <Pencil aria-hidden="true" />
            {t('hotel.edit')}
          </Link>
        </Button>
      )}
      {invoice && (
        <Button variant="outline" asChild>
          <a
            href={urlFor('hotel.bookings.invoice', { id: booking.id })}
            download={`${invoice.number}.pdf`}
          >
            <Download aria-hidden="true" />
            {t('hotel.folio.download_invoice', { number: invoice.number })}
          </a>
        </Button>
      )}
    </>
  )
}

/** The ends that are not a departure: a guest who never came, a cancellation. */
function EndingActions({ booking, can }: Pick<Props, 'booking' | 'can'>) {
  return (
    <>
      {can.noShow && (
        <StayTransitionDialog
          title={t('hotel.stays.no_show_title', { code: booking.code })}
          description={t('hotel.stays.no_show_description')}
          confirmLabel={t('hotel.stays.no_show')}
          href={urlFor('hotel.bookings.no_show', { id: booking.id })}
          lockVersion={booking.lockVersion}
          destructive
          trigger={
            <Button variant="outline">
              <CircleSlash aria-hidden="true" />
              {t('hotel.stays.no_show')}
            </Button>
          }
        />
      )}
      {can.cancel && (
        <StayTransitionDialog
          title={t('hotel.stays.cancel_title', { code: booking.code })}
          description={t('hotel.stays.cancel_description')}
          confirmLabel={t('hotel.stays.cancel_booking')}
          href={urlFor('hotel.bookings.cancel', { id: booking.id })}
          lockVersion={booking.lockVersion}
          withReason
          destructive
          trigger={
            <Button variant="outline" className="text-destructive">
              <Ban aria-hidden="true" />
              {t('hotel.stays.cancel_booking')}
            </Button>
          }
        />
      )}
    </>
  )
}

/** Only what this user may do with this booking in its current status; the server checks again. */
export function BookingActions({ folio, ...props }: Props) {
  return (
    <div className="flex flex-wrap gap-2">
      <LifecycleActions booking={props.booking} can={props.can} />
      <FolioActions booking={props.booking} folio={folio} today={props.today} can={props.can} />
      <StayActions {...props} />
      <EndingActions booking={props.booking} can={props.can} />
    </div>
  )
}
