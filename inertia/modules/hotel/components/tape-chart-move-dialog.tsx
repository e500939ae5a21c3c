import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Button } from '@/components/ui/button'
import { Alert, AlertDescription } from '@/components/ui/alert'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import { daysBetween } from '@/modules/hotel/components/tape-chart-dates'
import type { ChartBooking, TapeChartRoom } from '@/modules/hotel/components/tape-chart'
import { urlFor } from '@/lib/routes'
import {
  MoveChanges,
  usePreview,
  type Preview,
} from '@/modules/hotel/components/tape-chart-move-preview'

export type MoveTarget = { roomId: number; checkIn: string }

/** What the dialog was opened for: a booking, and when it was dropped somewhere, where. */
export type MoveRequest = { booking: ChartBooking; target: MoveTarget | null }

export const MOVABLE_STATUSES = ['pending', 'confirmed', 'checked_in']

type MoveDialogProps = {
  request: MoveRequest
  rooms: TapeChartRoom[]
  currency: string
  canMove: boolean
  onMoving: (bookingId: number) => void
  /** A stay in the house: open the departure change instead. */
  onChangeStay: (booking: ChartBooking) => void
  onClose: () => void
}

type ReviewProps = {
  booking: ChartBooking
  preview: Preview | null
  currency: string
  error: string | null
  processing: boolean
  /** Dropped on the chart: cancelling closes the dialog; picked from the form: back to it. */
  dropped: boolean
  onBack: () => void
  onConfirm: () => void
}

/** The confirmation step: what the move changes, price included, before anything is sent. */
function MoveReview({
  booking,
  preview,
  currency,
  error,
  processing,
  dropped,
  onBack,
  onConfirm,
}: ReviewProps) {
  return (
    <>
      <DialogTitle>{t('hotel.moves.confirm_title', { code: booking.code })}</DialogTitle>
      <DialogDescription>
        {t('hotel.moves.description', {
          guest: booking.guestName,
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
        })}
      </DialogDescription>
      {preview ? (
        <MoveChanges preview={preview} currency={currency} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('hotel.moves.checking')}</p>
      )}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter className="gap-2">
        {dropped ? (
          <DialogClose asChild>
            <Button variant="secondary">{t('app.cancel')}</Button>
          </DialogClose>
        ) : (
          <Button variant="secondary" onClick={onBack}>
            {t('hotel.moves.back')}
          </Button>
        )}
        <Button
          disabled={!preview || Boolean(error) || processing}
          aria-busy={processing}
          onClick={onConfirm}
        >
          {t('hotel.moves.confirm')}
        </Button>
      </DialogFooter>
    </>
  )
}

type MoveFormProps = {
  rooms: TapeChartRoom[]
  roomId: string
  checkIn: string
  inHouse: boolean
  onRoomId: (roomId: string) => void
  onCheckIn: (checkIn: string) => void
  onReview: (event: FormEvent) => void
}

/** The keyboard and touch way to move: a room and an arrival, then the review. */
function MoveForm({
  rooms,
  roomId,
  checkIn,
  inHouse,
  onRoomId,
  onCheckIn,
  onReview,
}: MoveFormProps) {
  return (
    <form className="grid gap-4 border-t pt-4" noValidate onSubmit={onReview}>
      <div className="grid gap-2">
        <Label htmlFor="move-room">{t('hotel.moves.room')}</Label>
        <NativeSelect
          id="move-room"
          required
          value={roomId}
          onChange={(event) => onRoomId(event.target.value)}
        >
          <option value="" disabled>
            {t('hotel.moves.room_required')}
          </option>
          {rooms.map((option) => (
            <option key={option.id} value={option.id}>
              {option.number} · {option.roomTypeCode} ·{' '}
              {t(`hotel.status.${option.housekeepingStatus}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="move-check-in">{t('hotel.moves.arrival')}</Label>
        <Input
          id="move-check-in"
          type="date"
          value={checkIn}
          disabled={inHouse}
          aria-describedby={inHouse ? 'move-check-in-hint' : undefined}
          onChange={(event) => onCheckIn(event.target.value)}
        />
        {inHouse && (
          <p id="move-check-in-hint" className="text-sm text-muted-foreground">
            {t('hotel.moves.arrival_fixed')}
          </p>
        )}
      </div>
      <Button type="submit" className="w-fit" disabled={!roomId}>
        {t('hotel.moves.review')}
      </Button>
    </form>
  )
}

/** The booking's summary, a link to it and, for a stay in the house, the departure change. */
function MoveSummary({
  booking,
  rooms,
  canMove,
  onChangeStay,
}: {
  booking: ChartBooking
  rooms: TapeChartRoom[]
  canMove: boolean
  onChangeStay: (booking: ChartBooking) => void
}) {
  const nights = daysBetween(booking.checkIn, booking.checkOut)
  const room = rooms.find((entry) => entry.id === booking.roomId)
  return (
    <>
      <DialogTitle>
        {booking.code} · {booking.guestName}
      </DialogTitle>
      <DialogDescription>
        {t(`hotel.tape.status.${booking.status}`)} · {booking.checkIn} – {booking.checkOut} ·{' '}
        {t('hotel.tape.nights', { count: nights })}
        {room ? ` · ${t('hotel.tape.room')} ${room.number} (${room.roomTypeCode})` : ''}
      </DialogDescription>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className="w-fit">
          <Link route="hotel.bookings.show" routeParams={{ id: booking.id }}>
            {t('hotel.tape.open_booking')}
          </Link>
        </Button>
        {canMove && booking.status === 'checked_in' && (
          <Button variant="outline" className="w-fit" onClick={() => onChangeStay(booking)}>
            {t('hotel.stays.change.title')}
          </Button>
        )}
      </div>
    </>
  )
}

/** Sends the move; a refusal stays in the dialog as its error. */
function useMoveSubmit(
  booking: ChartBooking,
  onMoving: (bookingId: number) => void,
  onClose: () => void
) {
  const [processing, setProcessing] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const submit = (target: MoveTarget) => {
    onMoving(booking.id)
    router.post(
      urlFor('hotel.bookings.move', { id: booking.id }),
      { roomId: target.roomId, checkIn: target.checkIn, lockVersion: booking.lockVersion },
      {
        preserveScroll: true,
        preserveState: true,
        only: ['chart'],
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onSuccess: () => onClose(),
        onError: (errors) => {
          const message = Object.values(errors)[0] ?? t('hotel.moves.failed')
          setServerError(message)
        },
      }
    )
  }
  return { processing, serverError, setServerError, submit }
}

/**
 * A booking picked on the tape chart: its summary, a link to it and a small
 * move form (the keyboard and touch way to move), then a confirmation that
 * shows what the move changes, price included, before anything is sent.
 */
export function TapeChartMoveDialog({
  request,
  rooms,
  currency,
  canMove,
  onMoving,
  onChangeStay,
  onClose,
}: MoveDialogProps) {
  const { booking } = request
  const inHouse = booking.status === 'checked_in'
  const [target, setTarget] = useState<MoveTarget | null>(request.target)
  const [roomId, setRoomId] = useState(String(request.target?.roomId ?? booking.roomId ?? ''))
  const [checkIn, setCheckIn] = useState(request.target?.checkIn ?? booking.checkIn)
  const { processing, serverError, setServerError, submit } = useMoveSubmit(
    booking,
    onMoving,
    onClose
  )
  const preview = usePreview(booking.id, target)
  const error = serverError ?? preview?.error?.message ?? null

  const review = (event: FormEvent) => {
    event.preventDefault()
    if (!roomId) return
    setServerError(null)
    setTarget({ roomId: Number(roomId), checkIn: inHouse ? booking.checkIn : checkIn })
  }

  const confirm = () => {
    if (target) submit(target)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target ? (
          <MoveReview
            booking={booking}
            preview={preview}
            currency={currency}
            error={error}
            processing={processing}
            dropped={Boolean(request.target)}
            onBack={() => {
              setServerError(null)
              setTarget(null)
            }}
            onConfirm={confirm}
          />
        ) : (
          <>
            <MoveSummary
              booking={booking}
              rooms={rooms}
              canMove={canMove}
              onChangeStay={onChangeStay}
            />
            {canMove && MOVABLE_STATUSES.includes(booking.status) && (
              <MoveForm
                rooms={rooms}
                roomId={roomId}
                checkIn={checkIn}
                inHouse={inHouse}
                onRoomId={setRoomId}
                onCheckIn={setCheckIn}
                onReview={review}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
