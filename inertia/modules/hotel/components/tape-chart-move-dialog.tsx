import { useEffect, useState, type FormEvent } from 'react'
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
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { daysBetween } from '@/modules/hotel/components/tape-chart-dates'
import type { ChartBooking, TapeChartRoom } from '@/modules/hotel/components/tape-chart'
import { urlFor } from '@/lib/routes'

export type MoveTarget = { roomId: number; checkIn: string }

/** What the dialog was opened for: a booking, and when it was dropped somewhere, where. */
export type MoveRequest = { booking: ChartBooking; target: MoveTarget | null }

type Placement = {
  roomNumber: string | null
  roomTypeCode: string
  checkIn: string
  checkOut: string
  totalCents: number
}
type Preview = {
  before: Placement | null
  after: Placement | null
  error: { field: string; message: string } | null
}

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

function usePreview(bookingId: number, target: MoveTarget | null) {
  const [preview, setPreview] = useState<Preview | null>(null)
  /* Another place asked about: the answer for the last one no longer holds. */
  const [asked, setAsked] = useState({ bookingId, target })
  if (asked.bookingId !== bookingId || asked.target !== target) {
    setAsked({ bookingId, target })
    if (target) setPreview(null)
  }
  useEffect(() => {
    if (!target) return
    const controller = new AbortController()
    const url = urlFor(
      'hotel.bookings.move_preview',
      { id: bookingId },
      { qs: { roomId: target.roomId, checkIn: target.checkIn } }
    )
    fetch(url, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status)))
      )
      .then(setPreview)
      .catch((error: Error) => {
        if (error.name !== 'AbortError')
          setPreview({
            before: null,
            after: null,
            error: { field: 'roomId', message: t('hotel.moves.failed') },
          })
      })
    return () => controller.abort()
  }, [bookingId, target])
  return preview
}

function Changes({ preview, currency }: { preview: Preview; currency: string }) {
  const { before, after } = preview
  if (!before || !after) return null
  const lines: string[] = []
  if (before.roomNumber !== after.roomNumber) {
    lines.push(
      t('hotel.moves.change_room', {
        from: before.roomNumber ?? t('hotel.moves.unassigned_room'),
        to: after.roomNumber ?? '',
      })
    )
  }
  if (before.roomTypeCode !== after.roomTypeCode && before.checkIn === after.checkIn) {
    lines.push(t('hotel.moves.change_type', { from: before.roomTypeCode, to: after.roomTypeCode }))
  }
  if (before.checkIn !== after.checkIn) {
    lines.push(
      t('hotel.moves.change_dates', {
        from: `${before.checkIn} – ${before.checkOut}`,
        to: `${after.checkIn} – ${after.checkOut}`,
      })
    )
  }
  lines.push(
    before.totalCents === after.totalCents
      ? t('hotel.moves.same_price', { price: formatMoney(after.totalCents, currency) })
      : t('hotel.moves.change_price', {
          from: formatMoney(before.totalCents, currency),
          to: formatMoney(after.totalCents, currency),
        })
  )
  return (
    <ul className="grid gap-1 text-sm" data-testid="move-changes">
      {lines.map((line) => (
        <li key={line} className="tabular-nums">
          {line}
        </li>
      ))}
    </ul>
  )
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
  const [processing, setProcessing] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const preview = usePreview(booking.id, target)
  const error = serverError ?? preview?.error?.message ?? null
  const nights = daysBetween(booking.checkIn, booking.checkOut)
  const room = rooms.find((entry) => entry.id === booking.roomId)

  const review = (event: FormEvent) => {
    event.preventDefault()
    if (!roomId) return
    setServerError(null)
    setTarget({ roomId: Number(roomId), checkIn: inHouse ? booking.checkIn : checkIn })
  }

  const confirm = () => {
    if (!target) return
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

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target ? (
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
              <Changes preview={preview} currency={currency} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('hotel.moves.checking')}</p>
            )}
            {error && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <DialogFooter className="gap-2">
              {request.target ? (
                <DialogClose asChild>
                  <Button variant="secondary">{t('app.cancel')}</Button>
                </DialogClose>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setServerError(null)
                    setTarget(null)
                  }}
                >
                  {t('hotel.moves.back')}
                </Button>
              )}
              <Button
                disabled={!preview || Boolean(error) || processing}
                aria-busy={processing}
                onClick={confirm}
              >
                {t('hotel.moves.confirm')}
              </Button>
            </DialogFooter>
          </>
        ) : (
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
              {canMove && inHouse && (
                <Button variant="outline" className="w-fit" onClick={() => onChangeStay(booking)}>
                  {t('hotel.stays.change.title')}
                </Button>
              )}
            </div>
            {canMove && MOVABLE_STATUSES.includes(booking.status) && (
              <form className="grid gap-4 border-t pt-4" noValidate onSubmit={review}>
                <div className="grid gap-2">
                  <Label htmlFor="move-room">{t('hotel.moves.room')}</Label>
                  <NativeSelect
                    id="move-room"
                    required
                    value={roomId}
                    onChange={(event) => setRoomId(event.target.value)}
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
                    onChange={(event) => setCheckIn(event.target.value)}
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
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
