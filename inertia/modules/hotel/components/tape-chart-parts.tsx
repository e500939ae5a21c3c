import type { CSSProperties } from 'react'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import { addDays, formatDate, weekdayOf } from '@/modules/hotel/components/tape-chart-dates'
import { DAY_WIDTH } from '@/modules/hotel/components/tape-chart-drag'
import type { TapeChartRoom } from '@/modules/hotel/components/tape-chart'

/* A bar's colour says its status; its label and accessible name say it in words too. */
export const BAR_TONES: Record<string, string> = {
  pending:
    'border-dashed border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-500/25 dark:text-amber-50',
  confirmed: 'border-sky-500 bg-sky-100 text-sky-950 dark:bg-sky-500/25 dark:text-sky-50',
  checked_in:
    'border-emerald-600 bg-emerald-100 text-emerald-950 dark:bg-emerald-500/25 dark:text-emerald-50',
  checked_out: 'border-border bg-muted text-muted-foreground',
}

export const BLOCK_STYLE: CSSProperties = {
  backgroundImage:
    'repeating-linear-gradient(135deg, color-mix(in oklab, var(--destructive) 25%, transparent) 0 5px, transparent 5px 10px)',
}

const HOUSEKEEPING_DOTS: Record<string, string> = {
  clean: 'bg-emerald-500',
  inspected: 'bg-sky-500',
  cleaning: 'bg-amber-500',
  dirty: 'bg-orange-500',
  out_of_order: 'bg-destructive',
}

const ROOM_CELL = 'sticky left-0 z-20 flex w-24 shrink-0 border-r bg-background px-2 sm:w-28'

export function TapeChartRoomCell({ room }: { room: TapeChartRoom }) {
  const status = t(`hotel.status.${room.housekeepingStatus}`)
  return (
    <div className={cn(ROOM_CELL, 'items-center gap-1.5 text-sm')}>
      <span className="font-medium tabular-nums">{room.number}</span>
      <span className="text-xs text-muted-foreground" title={room.roomTypeName}>
        {room.roomTypeCode}
      </span>
      <span
        className={cn(
          'ml-auto size-2.5 shrink-0 rounded-full',
          HOUSEKEEPING_DOTS[room.housekeepingStatus]
        )}
        title={status}
        aria-hidden="true"
      />
      <span className="sr-only">{status}</span>
    </div>
  )
}

/** The header: one column per day with its weekday and date, the month where it starts. */
export function TapeChartDays({
  from,
  days,
  today,
  background,
}: {
  from: string
  days: number
  today: string
  background: string
}) {
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index))
  return (
    <div className="flex border-b">
      <div className={cn(ROOM_CELL, 'items-end pb-1 text-xs font-medium text-muted-foreground')}>
        {t('hotel.tape.room')}
      </div>
      <div className="flex shrink-0" style={{ background }}>
        {dates.map((date, index) => {
          const weekend = weekdayOf(date) === 0 || weekdayOf(date) === 6
          return (
            <div
              key={date}
              aria-current={date === today ? 'date' : undefined}
              className={cn(
                'flex h-12 flex-col items-center justify-end pb-1 text-[11px] leading-tight tabular-nums',
                date === today
                  ? 'font-semibold text-foreground'
                  : weekend
                    ? 'text-muted-foreground'
                    : ''
              )}
              style={{ width: DAY_WIDTH }}
            >
              <span className="text-[10px] font-medium text-muted-foreground uppercase">
                {index === 0 || date.endsWith('-01') ? formatDate(date, { month: 'short' }) : ''}
              </span>
              <span
                className={cn(
                  date === today && 'rounded-sm bg-primary px-1 text-primary-foreground'
                )}
              >
                {formatDate(date, { weekday: 'narrow' })}
              </span>
              <span>{Number(date.slice(8, 10))}</span>
            </div>
          )
        })}
      </div>
    </div>
  )
}

export function TapeChartLegend({ canMove }: { canMove: boolean }) {
  const swatch = 'inline-block h-3 w-5 rounded-sm border'
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="sr-only">{t('hotel.tape.legend')}</span>
      {Object.entries(BAR_TONES).map(([status, tone]) => (
        <span key={status} className="inline-flex items-center gap-1.5">
          <span className={cn(swatch, tone)} aria-hidden="true" />
          {t(`hotel.tape.status.${status}`)}
        </span>
      ))}
      <span className="inline-flex items-center gap-1.5">
        <span
          className={cn(swatch, 'border-destructive/50')}
          style={BLOCK_STYLE}
          aria-hidden="true"
        />
        {t('hotel.tape.status.block')}
      </span>
      {canMove && <span className="basis-full sm:basis-auto">{t('hotel.tape.drag_hint')}</span>}
    </div>
  )
}
