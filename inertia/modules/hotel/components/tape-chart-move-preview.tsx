import { useEffect, useState } from 'react'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { MoveTarget } from '@/modules/hotel/components/tape-chart-move-dialog'

type Placement = {
  roomNumber: string | null
  roomTypeCode: string
  checkIn: string
  checkOut: string
  totalCents: number
}
export type Preview = {
  before: Placement | null
  after: Placement | null
  error: { field: string; message: string } | null
}

/** What the server says a move to the target would change, asked again whenever the target changes. */
export function usePreview(bookingId: number, target: MoveTarget | null) {
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

/** The move's changes, one line each: room, type, dates and price. */
export function MoveChanges({ preview, currency }: { preview: Preview; currency: string }) {
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
