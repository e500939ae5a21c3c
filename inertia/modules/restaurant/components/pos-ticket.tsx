import { Send, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import type { LineChange, Refusal } from '@/modules/restaurant/lib/pos-queue'
import { PosLine } from '@/modules/restaurant/components/pos-line'
import { useMoney, type PosOrder, type TicketLine } from '@/modules/restaurant/components/pos-types'

type TicketProps = {
  order: PosOrder | null
  lines: TicketLine[]
  subtotalCents: number
  unsentCount: number
  refusals: Refusal[]
  offline: boolean
  sending: boolean
  canSend: boolean
  onChange: (line: TicketLine, change: LineChange) => void
  onVoid: (line: TicketLine) => void
  onServe: ((line: TicketLine) => void) | null
  onSend: () => void
  onDismiss: () => void
}

/** The ticket: its lines, what the guest owes, and the Send button. */
export function PosTicket(props: TicketProps) {
  const money = useMoney()
  const { order, lines, subtotalCents } = props
  const discount = order?.discountCents ?? 0
  const paid = order?.paidCents ?? 0
  return (
    <section
      aria-label={t('restaurant_pos.ticket')}
      className="flex min-h-0 flex-col rounded-xl border bg-card"
    >
      <header className="flex items-center justify-between border-b px-4 py-3">
        <h2 className="text-base font-semibold">{t('restaurant_pos.ticket')}</h2>
        <span className="text-sm text-muted-foreground">
          {order ? order.number : t('restaurant_pos.new_order')}
        </span>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        {lines.length === 0 && (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {t('restaurant_pos.empty_ticket')}
          </p>
        )}
        <ul className="divide-y">
          {lines.map((line) => (
            <PosLine
              key={line.key}
              line={line}
              offline={props.offline}
              onChange={(change) => props.onChange(line, change)}
              onVoid={() => props.onVoid(line)}
              onServe={props.onServe && line.can.serve ? () => props.onServe!(line) : null}
            />
          ))}
        </ul>
        <Refusals refusals={props.refusals} onDismiss={props.onDismiss} />
      </div>
      <footer className="space-y-2 border-t px-4 py-3">
        <dl className="space-y-1 text-sm">
          <Row label={t('restaurant_pos.subtotal')} value={money(subtotalCents)} />
          {discount > 0 && (
            <Row label={t('restaurant_pos.discount')} value={`−${money(discount)}`} />
          )}
          {paid > 0 && <Row label={t('restaurant_pos.paid')} value={`−${money(paid)}`} />}
          <Row
            label={t('restaurant_pos.balance')}
            value={money(subtotalCents - discount - paid)}
            strong
          />
        </dl>
        <Button
          className="h-14 w-full text-base"
          disabled={!props.canSend || props.unsentCount === 0}
          onClick={props.onSend}
        >
          <Send className="size-5" />
          {props.unsentCount > 0
            ? t('restaurant_pos.send_n', { count: props.unsentCount })
            : props.sending
              ? t('restaurant_pos.sending')
              : t('restaurant_pos.send')}
        </Button>
      </footer>
    </section>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between text-base font-semibold' : 'flex justify-between'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

function Refusals({ refusals, onDismiss }: { refusals: Refusal[]; onDismiss: () => void }) {
  if (refusals.length === 0) return null
  return (
    <div className="my-2 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <ul className="space-y-1" role="alert">
          {refusals.map((refusal) => (
            <li key={refusal.key}>
              {refusal.name && <strong>{refusal.name}: </strong>}
              {refusal.message}
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('restaurant_pos.dismiss')}
          onClick={onDismiss}
        >
          <X />
        </Button>
      </div>
    </div>
  )
}
