import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmAction } from '@/components/confirm-action'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export type RoomBlockRow = {
  id: number
  startsOn: string
  endsOn: string
  reason: string
  createdByName: string | null
}
export type UpcomingBooking = {
  id: number
  code: string
  status: string
  guestName: string
  checkIn: string
  checkOut: string
}

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** The room's current and future blocks, each removable after a confirmation. */
export function RoomBlockList({
  roomId,
  roomNumber,
  blocks,
}: {
  roomId: number
  roomNumber: string
  blocks: RoomBlockRow[]
}) {
  if (blocks.length === 0)
    return <p className="text-sm text-muted-foreground">{t('hotel.blocks.empty')}</p>
  return (
    <ul className="divide-y rounded-md border">
      {blocks.map((block) => (
        <li key={block.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
          <div className="grid gap-0.5">
            <span className="font-medium tabular-nums">
              {t('hotel.blocks.range', { from: block.startsOn, until: block.endsOn })}
            </span>
            <span>{block.reason}</span>
            <span className="text-xs text-muted-foreground">
              {t('hotel.blocks.nights', { count: nightsBetween(block.startsOn, block.endsOn) })}
              {block.createdByName && <> · {t('hotel.blocks.by', { name: block.createdByName })}</>}
            </span>
          </div>
          <ConfirmAction
            title={t('hotel.blocks.remove_title')}
            description={t('hotel.blocks.remove_description', {
              number: roomNumber,
              from: block.startsOn,
              until: block.endsOn,
            })}
            confirmLabel={t('hotel.blocks.remove')}
            href={urlFor('hotel.rooms.blocks.destroy', { id: roomId, blockId: block.id })}
            method="delete"
            trigger={
              <Button variant="ghost" size="sm">
                <Trash2 aria-hidden="true" />
                {t('hotel.blocks.remove')}
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  )
}

/** Adds a block: the first day out of order and the day the room is back in service (not blocked itself). */
export function RoomBlockForm({ roomId, today }: { roomId: number; today: string }) {
  const form = useForm({ starts_on: today, ends_on: '', reason: '' })
  useUnsavedChanges(form.isDirty && !form.processing)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('hotel.rooms.blocks.store', { id: roomId }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="starts_on"
          type="date"
          min={today}
          required
          label={t('hotel.blocks.starts_on')}
          value={form.data.starts_on}
          onChange={(e) => form.setData('starts_on', e.target.value)}
          error={form.errors.starts_on}
        />
        <div className="grid gap-1">
          <Field
            id="ends_on"
            type="date"
            min={form.data.starts_on || today}
            required
            label={t('hotel.blocks.ends_on')}
            value={form.data.ends_on}
            onChange={(e) => form.setData('ends_on', e.target.value)}
            error={form.errors.ends_on}
            aria-describedby={form.errors.ends_on ? 'ends_on-error ends_on-hint' : 'ends_on-hint'}
          />
          <p id="ends_on-hint" className="text-xs text-muted-foreground">
            {t('hotel.blocks.ends_on_hint')}
          </p>
        </div>
      </div>
      <Field
        id="block-reason"
        required
        maxLength={255}
        label={t('hotel.blocks.reason')}
        placeholder={t('hotel.blocks.reason_placeholder')}
        value={form.data.reason}
        onChange={(e) => form.setData('reason', e.target.value)}
        error={form.errors.reason}
      />
      <div className="flex items-center gap-4">
        <SubmitButton processing={form.processing}>{t('hotel.blocks.add')}</SubmitButton>
        <SavedNote show={form.recentlySuccessful} />
      </div>
    </form>
  )
}

/** Who holds the room from today on: what a block would collide with. */
export function RoomUpcomingBookings({ bookings }: { bookings: UpcomingBooking[] }) {
  if (bookings.length === 0)
    return <p className="text-sm text-muted-foreground">{t('hotel.blocks.no_bookings')}</p>
  return (
    <ul className="divide-y rounded-md border text-sm">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
          <span className="font-medium">{booking.code}</span>
          <span className="grow">{booking.guestName}</span>
          <span className="tabular-nums text-muted-foreground">
            {t('hotel.blocks.booking_dates', {
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}
