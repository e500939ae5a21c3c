import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { KitchenLine, KitchenTicketCard } from './kitchen-live'
import { elapsedText, timerTone, type TimerTone } from './kitchen-steps'

export const TONE_CLASSES: Record<TimerTone, string> = {
  on_time: 'bg-muted text-foreground',
  late: 'bg-amber-400 text-amber-950 dark:bg-amber-500 dark:text-black',
  very_late: 'bg-red-600 text-white dark:bg-red-600',
}

export function placeOf(ticket: KitchenTicketCard) {
  if (ticket.tableName) return t('restaurant.tables.label', { name: ticket.tableName })
  if (ticket.roomNumber) return t('restaurant.kitchen.room', { number: ticket.roomNumber })
  return t('restaurant.kitchen.takeaway')
}

const STATUS_CLASSES: Record<KitchenLine['kitchenStatus'], string> = {
  queued: 'border-border bg-background',
  preparing:
    'border-sky-500 bg-sky-50 dark:border-sky-400 dark:bg-sky-950 text-sky-950 dark:text-sky-50',
  ready:
    'border-emerald-600 bg-emerald-100 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-900 dark:text-emerald-50',
  served: 'border-border bg-muted text-muted-foreground',
}

type LineProps = {
  line: KitchenLine
  status: KitchenLine['kitchenStatus']
  canTap: boolean
  onTap: () => void
}

function TicketLine({ line, status, canTap, onTap }: LineProps) {
  const statusLabel = t(`restaurant.kitchen_status.${status}`)
  const tappable = canTap && !line.voided && (status === 'queued' || status === 'preparing')
  const label = line.voided
    ? t('restaurant.kitchen.line_label_voided', { quantity: line.quantity, name: line.name })
    : t(tappable ? 'restaurant.kitchen.line_label' : 'restaurant.kitchen.line_label_done', {
        quantity: line.quantity,
        name: line.name,
        status: statusLabel.toLowerCase(),
      })
  const body = (
    <>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-2xl font-semibold', line.voided && 'line-through')}>
          <span className="tabular-nums">{line.quantity}×</span> {line.name}
        </span>
        {line.notes && (
          <span className="mt-1 block text-lg font-medium text-amber-700 dark:text-amber-300">
            {line.notes}
          </span>
        )}
      </span>
      <span className="shrink-0 rounded px-2 py-1 text-base font-semibold uppercase">
        {line.voided ? t('restaurant.kitchen.voided_line') : statusLabel}
      </span>
    </>
  )
  const classes = cn(
    'flex w-full items-start gap-3 rounded-md border-2 px-3 py-2 text-left',
    line.voided ? 'border-dashed border-border opacity-60' : STATUS_CLASSES[status]
  )
  return (
    <li data-line={line.name} data-line-status={line.voided ? 'voided' : status}>
      {tappable ? (
        <button
          type="button"
          aria-label={label}
          onClick={onTap}
          className={cn(classes, 'min-h-14 hover:ring-2 hover:ring-ring focus-visible:ring-4')}
        >
          {body}
        </button>
      ) : (
        <div aria-label={label} role="group" className={classes}>
          {body}
        </div>
      )}
    </li>
  )
}

type TicketProps = {
  ticket: KitchenTicketCard
  now: number
  fresh: boolean
  canUpdate: boolean
  statusOf: (line: KitchenLine) => KitchenLine['kitchenStatus']
  onAdvance: (line: KitchenLine) => void
  onBump: () => void
}

/** One ticket: its order, place and waiter, the running timer, its lines by course, Bump. */
export function KitchenTicket({
  ticket,
  now,
  fresh,
  canUpdate,
  statusOf,
  onAdvance,
  onBump,
}: TicketProps) {
  const elapsed = now - Date.parse(ticket.sentAt)
  const live = ticket.lines.filter((line) => !line.voided)
  const slowest = Math.max(0, ...live.map((line) => line.preparationMinutes))
  const tone = timerTone(elapsed, slowest)
  const courses = [...new Set(ticket.lines.map((line) => line.course))]
  const place = placeOf(ticket)
  return (
    <article
      data-ticket={ticket.orderNumber}
      data-fresh={fresh || undefined}
      aria-label={t('restaurant.kitchen.ticket_label', { number: ticket.orderNumber, place })}
      className={cn(
        'flex flex-col gap-3 rounded-xl border-2 bg-card p-4 text-card-foreground shadow-sm transition-shadow',
        fresh && 'animate-pulse border-amber-400 ring-4 ring-amber-400/70'
      )}
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className="min-w-0 text-3xl font-bold break-words">{place}</h2>
          <time
            dateTime={ticket.sentAt}
            data-tone={tone}
            title={t('restaurant.kitchen.elapsed', { time: elapsedText(elapsed) })}
            className={cn(
              'shrink-0 rounded-lg px-3 py-1 font-mono text-3xl font-bold tabular-nums',
              TONE_CLASSES[tone]
            )}
          >
            {elapsedText(elapsed)}
          </time>
        </div>
        <p className="text-lg text-muted-foreground">
          {ticket.orderNumber} · {t('restaurant.kitchen.waiter', { name: ticket.waiterName })}
        </p>
      </header>
      {courses.map((course) => (
        <section key={course} className="flex flex-col gap-2">
          <h3 className="text-base font-semibold uppercase tracking-wide text-muted-foreground">
            {t('restaurant.kitchen.course', { course })}
          </h3>
          <ul className="flex flex-col gap-2">
            {ticket.lines
              .filter((line) => line.course === course)
              .map((line) => (
                <TicketLine
                  key={line.id}
                  line={line}
                  status={statusOf(line)}
                  canTap={canUpdate}
                  onTap={() => onAdvance(line)}
                />
              ))}
          </ul>
        </section>
      ))}
      {canUpdate && (
        <Button
          size="lg"
          className="mt-auto h-14 text-xl"
          aria-label={t('restaurant.kitchen.bump_label', { number: ticket.orderNumber })}
          onClick={onBump}
        >
          <Check className="size-6" aria-hidden />
          {t('restaurant.kitchen.bump')}
        </Button>
      )}
    </article>
  )
}
