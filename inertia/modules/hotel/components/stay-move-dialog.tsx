import { useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import type { FreeRoom, Stay } from '@/modules/hotel/components/stay-types'
import { urlFor } from '@/lib/routes'

/** The free rooms of the booking's type for its dates. */
function NewRoomField({
  freeRooms,
  roomId,
  error,
  onChange,
}: {
  freeRooms: FreeRoom[]
  roomId: string
  error?: string
  onChange: (roomId: string) => void
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="move-room">{t('hotel.stays.new_room')}</Label>
      <NativeSelect
        id="move-room"
        required
        value={roomId}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'move-room-error' : undefined}
      >
        <option value="" disabled>
          {t('hotel.stays.choose_room')}
        </option>
        {freeRooms.map((room) => (
          <option key={room.id} value={room.id}>
            {t('hotel.stays.room_option', {
              number: room.number,
              floor: room.floor,
              status: t(`hotel.status.${room.housekeepingStatus}`),
            })}
          </option>
        ))}
      </NativeSelect>
      <InputError id="move-room-error" message={error} />
    </div>
  )
}

/** Moves the booking to another free room of its type for the same dates. */
export function StayMoveDialog({
  booking,
  freeRooms,
  trigger,
}: {
  booking: Stay
  freeRooms: FreeRoom[]
  trigger: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const form = useForm<{ roomId: string; lockVersion: number }>({
    roomId: '',
    lockVersion: booking.lockVersion,
  })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ roomId: Number(data.roomId), lockVersion: booking.lockVersion }))
    form.post(urlFor('hotel.bookings.move', { id: booking.id }), {
      preserveScroll: true,
      onSuccess: () => setOpen(false),
    })
  }
  const general = Object.entries(errors)
    .filter(([field]) => field !== 'roomId')
    .map(([, message]) => message)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) form.clearErrors()
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('hotel.stays.move_room')}</DialogTitle>
        <DialogDescription>
          {t('hotel.stays.move_description', {
            type: booking.roomType.name,
            from: booking.checkIn,
            to: booking.checkOut,
          })}
        </DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          {general.map((message) => (
            <InputError key={message} message={message} />
          ))}
          {freeRooms.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('hotel.stays.no_free_rooms')}</p>
          ) : (
            <NewRoomField
              freeRooms={freeRooms}
              roomId={form.data.roomId}
              error={errors.roomId}
              onChange={(roomId) => form.setData('roomId', roomId)}
            />
          )}
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('app.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              processing={form.processing}
              disabled={form.processing || !form.data.roomId}
            >
              {t('hotel.stays.move_room')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
