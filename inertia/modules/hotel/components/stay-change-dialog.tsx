import { useEffect, useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
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
import { InputError } from '@/components/ui/input-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { formatDay } from '@/lib/format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { addDays, daysBetween } from '@/modules/hotel/components/tape-chart-dates'
import { urlFor } from '@/lib/routes'

/** The booking a departure change is asked for (a stay page's booking or a tape chart bar). */
export type StayToChange = {
  id: number
  code: string
  guestName: string
  checkIn: string
  checkOut: string
  lockVersion: number
}

type Night = { night: string; rateCents: number }
type Side = { checkOut: string; roomNumber: string | null; totalCents: number }
type Preview = {
  before: Side | null
  after: Side | null
  added: Night[]
  released: Night[]
  folioChangeCents: number
  error: { field: string; message: string } | null
  rooms: { id: number; number: string; floor: number; housekeepingStatus: string }[]
}

/*
| The server's dry run of the change (GET …/stay): the same checks as the change
| itself. Each answer is kept with the question it answers, so a stale answer
| is never shown for a new date. The rooms a move was last offered to stay
| listed while the desk picks one.
*/
function useStayPreview(bookingId: number, checkOut: string, roomId: string, current: string) {
  const question = `${checkOut}|${roomId}`
  const [answer, setAnswer] = useState<{ question: string; preview: Preview } | null>(null)
  const [offered, setOffered] = useState<Preview['rooms']>([])
  const asked = /^\d{4}-\d{2}-\d{2}$/.test(checkOut) && checkOut !== current
  useEffect(() => {
    if (!asked) return
    const controller = new AbortController()
    const url = urlFor(
      'hotel.bookings.stay_preview',
      { id: bookingId },
      { qs: { checkOut, ...(roomId && { roomId }) } }
    )
    fetch(url, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status)))
      )
      .then((preview: Preview) => {
        setAnswer({ question, preview })
        if (preview.rooms.length) setOffered(preview.rooms)
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError')
          setAnswer({
            question,
            preview: {
              before: null,
              after: null,
              added: [],
              released: [],
              folioChangeCents: 0,
              error: { field: 'checkOut', message: t('hotel.stays.change.failed') },
              rooms: [],
            },
          })
      })
    return () => controller.abort()
  }, [bookingId, checkOut, roomId, asked, question])
  return {
    preview: asked && answer?.question === question ? answer.preview : null,
    rooms: offered,
  }
}

function Summary({ preview, currency }: { preview: Preview; currency: string }) {
  if (!preview.before || !preview.after) return null
  const days = (nights: Night[]) => nights.map((night) => formatDay(night.night)).join(', ')
  const money = (cents: number) => formatMoney(Math.abs(cents), currency)
  return (
    <ul className="grid gap-1 text-sm" data-testid="stay-change-summary">
      {preview.added.length > 0 && (
        <li>
          {t('hotel.stays.change.adds', {
            count: preview.added.length,
            nights: days(preview.added),
            amount: money(preview.folioChangeCents),
          })}
        </li>
      )}
      {preview.released.length > 0 && (
        <li>
          {t('hotel.stays.change.releases', {
            count: preview.released.length,
            nights: days(preview.released),
            amount: money(preview.folioChangeCents),
          })}
        </li>
      )}
      {preview.before.roomNumber !== preview.after.roomNumber && (
        <li>
          {t('hotel.moves.change_room', {
            from: preview.before.roomNumber ?? '',
            to: preview.after.roomNumber ?? '',
          })}
        </li>
      )}
      <li className="tabular-nums">
        {t('hotel.stays.change.total', {
          from: formatMoney(preview.before.totalCents, currency),
          to: formatMoney(preview.after.totalCents, currency),
        })}
      </li>
    </ul>
  )
}

/** The free rooms to move the guest to when their own is taken for the added nights. */
function StayRoomField({
  rooms,
  roomId,
  error,
  onChange,
}: {
  rooms: Preview['rooms']
  roomId: string
  error?: string
  onChange: (roomId: string) => void
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="stay-room">{t('hotel.stays.change.move_to')}</Label>
      <NativeSelect
        id="stay-room"
        value={roomId}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="stay-room-hint"
      >
        <option value="">{t('hotel.stays.choose_room')}</option>
        {rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {t('hotel.stays.room_option', {
              number: room.number,
              floor: room.floor,
              status: t(`hotel.status.${room.housekeepingStatus}`),
            })}
          </option>
        ))}
      </NativeSelect>
      <p id="stay-room-hint" className="text-sm text-muted-foreground">
        {t('hotel.stays.change.move_hint')}
      </p>
      <InputError message={error} />
    </div>
  )
}

function DepartureField({
  today,
  checkOut,
  error,
  onChange,
}: {
  today: string
  checkOut: string
  error?: string
  onChange: (checkOut: string) => void
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="stay-check-out">{t('hotel.stays.change.new_departure')}</Label>
      <Input
        id="stay-check-out"
        type="date"
        min={addDays(today, 1)}
        value={checkOut}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'stay-check-out-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** Sends the change; the server's refusals come back as field errors shown in the dialog. */
function useStayChangeSubmit(stay: StayToChange, only: string[] | undefined, onClose: () => void) {
  const [processing, setProcessing] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const send = (checkOut: string, roomId: string) => {
    router.post(
      urlFor('hotel.bookings.change_stay', { id: stay.id }),
      { checkOut, roomId: roomId ? Number(roomId) : null, lockVersion: stay.lockVersion },
      {
        preserveScroll: true,
        ...(only && { only, preserveState: true }),
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
        onSuccess: () => onClose(),
        onError: (errors) => setServerErrors(errors as Record<string, string>),
      }
    )
  }
  return { processing, serverErrors, setServerErrors, send }
}

type Props = {
  stay: StayToChange
  /** The departure the dialog opens with (the tape chart passes where the bar's end was dropped). */
  initialCheckOut?: string
  today: string
  currency: string
  /** Props to reload after the change (the tape chart reloads only itself); everything when unset. */
  only?: string[]
  onClose: () => void
}

/**
 * Extends or shortens a stay in the house: a new departure, what it adds to
 * or takes off the folio, and when the guest's room is taken for the added
 * nights, the free rooms to move them to. Nothing is sent until confirmed.
 */
export function StayChangeDialog({ stay, initialCheckOut, today, currency, only, onClose }: Props) {
  const [checkOut, setCheckOut] = useState(initialCheckOut ?? stay.checkOut)
  const [roomId, setRoomId] = useState('')
  const { processing, serverErrors, setServerErrors, send } = useStayChangeSubmit(
    stay,
    only,
    onClose
  )
  const { preview, rooms } = useStayPreview(stay.id, checkOut, roomId, stay.checkOut)
  const error = serverErrors.checkOut ?? serverErrors.lockVersion ?? preview?.error?.message
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send(checkOut, roomId)
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t('hotel.stays.change.title')}</DialogTitle>
        <DialogDescription>
          {t('hotel.stays.change.description', { name: stay.guestName })}
        </DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <p className="text-sm text-muted-foreground">
            {t('hotel.stays.change.current', {
              date: formatDay(stay.checkOut),
              count: daysBetween(stay.checkIn, stay.checkOut),
            })}
          </p>
          <DepartureField
            today={today}
            checkOut={checkOut}
            error={error}
            onChange={(next) => {
              setServerErrors({})
              setCheckOut(next)
            }}
          />
          {checkOut !== stay.checkOut && !preview && (
            <p className="text-sm text-muted-foreground">{t('hotel.stays.change.checking')}</p>
          )}
          {preview && <Summary preview={preview} currency={currency} />}
          {error && (
            <Alert variant="destructive" id="stay-check-out-error">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {(rooms.length > 0 || roomId) && (
            <StayRoomField
              rooms={rooms}
              roomId={roomId}
              error={serverErrors.roomId}
              onChange={(next) => {
                setServerErrors({})
                setRoomId(next)
              }}
            />
          )}
          {preview?.error?.field === 'roomId' && rooms.length === 0 && !roomId && (
            <p className="text-sm text-muted-foreground">{t('hotel.stays.change.no_rooms')}</p>
          )}
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('app.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              processing={processing}
              disabled={processing || !preview || Boolean(preview.error)}
            >
              {t('hotel.stays.change.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
