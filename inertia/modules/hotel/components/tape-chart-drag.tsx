import { useRef, useState, type PointerEvent } from 'react'
import { addDays, daysBetween, weekdayOf } from '@/modules/hotel/components/tape-chart-dates'
import type { TapeChartBooking } from '@/modules/hotel/components/tape-chart'
import type { MoveTarget } from '@/modules/hotel/components/tape-chart-move-dialog'

/** One day's width on the chart, in pixels: bars and columns are laid out from it. */
export const DAY_WIDTH = 44

/**
 * Where a dragged bar would land: which room row, how many days later (or
 * earlier), and when its end is dragged, how many days longer (or shorter).
 */
export type Ghost = { bookingId: number; roomId: number; dayDelta: number; endDelta: number }

/* A press that travels less than this is a click (open the booking's dialog), not a drag. */
const DRAG_THRESHOLD = 5

/**
 * The rows' shared background as one CSS value: a line between days, weekends
 * shaded, today highlighted. Computed once per window instead of one element
 * per cell, so a 300-room chart stays light.
 */
export function columnBackground(from: string, days: number, today: string) {
  const stops: string[] = []
  for (let index = 0; index < days; index++) {
    const date = addDays(from, index)
    const weekday = weekdayOf(date)
    const color =
      date === today
        ? 'color-mix(in oklab, var(--primary) 12%, transparent)'
        : weekday === 0 || weekday === 6
          ? 'var(--muted)'
          : 'transparent'
    stops.push(`${color} ${index * DAY_WIDTH}px ${(index + 1) * DAY_WIDTH}px`)
  }
  return [
    `linear-gradient(to right, var(--border) 1px, transparent 1px) 0 0 / ${DAY_WIDTH}px 100% repeat-x`,
    `linear-gradient(to right, ${stops.join(', ')}) 0 0 / ${days * DAY_WIDTH}px 100% no-repeat`,
  ].join(', ')
}

type Drag = {
  booking: TapeChartBooking
  /** 'end': the bar's end is dragged, the departure of a stay in the house changes. */
  mode: 'move' | 'end'
  pointerId: number
  startX: number
  startY: number
  moved: boolean
}

/** The room row under the pointer and the travel in whole days: where the bar would land now. */
function targetOf(event: PointerEvent, current: Drag): Target {
  if (current.mode === 'end') {
    /* The stay keeps at least one night. */
    const nights = daysBetween(current.booking.checkIn, current.booking.checkOut)
    const endDelta = Math.max(1 - nights, Math.round((event.clientX - current.startX) / DAY_WIDTH))
    return { roomId: current.booking.roomId, dayDelta: 0, endDelta }
  }
  const dayDelta =
    current.booking.status === 'checked_in'
      ? 0
      : Math.round((event.clientX - current.startX) / DAY_WIDTH)
  const row = document
    .elementsFromPoint(event.clientX, event.clientY)
    .find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element.dataset.roomRow !== undefined
    )
  return {
    roomId: row ? Number(row.dataset.roomId) : current.booking.roomId,
    dayDelta,
    endDelta: 0,
  }
}

type Target = Omit<Ghost, 'bookingId'>

const sameTarget = (a: Target, b: Target) =>
  a.roomId === b.roomId && a.dayDelta === b.dayDelta && a.endDelta === b.endDelta

/**
 * Pointer-event drag of a bar: the bar keeps the pointer (pointer capture),
 * the row under the pointer is the target room and the horizontal travel,
 * rounded to whole days, the shift of the arrival (none for a guest in the
 * house). Touch keeps scrolling the chart; a tap opens the booking's dialog,
 * which has the same move as a form.
 */
export function useBarDrag(
  onDrop: (booking: TapeChartBooking, target: MoveTarget) => void,
  onResize: (booking: TapeChartBooking, checkOut: string) => void
) {
  const drag = useRef<Drag | null>(null)
  const suppressClick = useRef(false)
  const [ghost, setGhost] = useState<Ghost | null>(null)

  return {
    ghost,
    start(
      event: PointerEvent<HTMLElement>,
      booking: TapeChartBooking,
      mode: Drag['mode'] = 'move'
    ) {
      if (event.button !== 0 || event.pointerType === 'touch') return
      /* The end handle sits inside the bar: its press must not also start the bar's own drag. */
      event.stopPropagation()
      drag.current = {
        booking,
        mode,
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        moved: false,
      }
      event.currentTarget.setPointerCapture(event.pointerId)
    },
    move(event: PointerEvent) {
      const current = drag.current
      if (!current || current.pointerId !== event.pointerId) return
      if (
        !current.moved &&
        Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < DRAG_THRESHOLD
      )
        return
      current.moved = true
      const target = targetOf(event, current)
      setGhost((previous) =>
        previous && sameTarget(previous, target)
          ? previous
          : { bookingId: current.booking.id, ...target }
      )
    },
    end(event: PointerEvent) {
      const current = drag.current
      if (!current || current.pointerId !== event.pointerId) return
      drag.current = null
      if (!current.moved) return
      suppressClick.current = true
      const target = targetOf(event, current)
      if (sameTarget(target, { roomId: current.booking.roomId, dayDelta: 0, endDelta: 0 })) {
        setGhost(null)
        return
      }
      /* The ghost stays where it was dropped until the dialog closes: confirmed, it becomes the bar; refused, the bar snaps back. */
      setGhost({ bookingId: current.booking.id, ...target })
      if (current.mode === 'end')
        onResize(current.booking, addDays(current.booking.checkOut, target.endDelta))
      else
        onDrop(current.booking, {
          roomId: target.roomId,
          checkIn: addDays(current.booking.checkIn, target.dayDelta),
        })
    },
    cancel() {
      drag.current = null
      setGhost(null)
    },
    /** True once after a drag: the click the browser sends at the end of it is not a selection. */
    consumeClick() {
      const suppressed = suppressClick.current
      suppressClick.current = false
      return suppressed
    },
    clear() {
      setGhost(null)
    },
  }
}
