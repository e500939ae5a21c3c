import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react'
import { Ban, CloudOff, ReceiptText, UtensilsCrossed } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { importWhenOnline } from '@/lib/lazy-import'
import { t } from '@/lib/i18n'
import type { PosQueue } from '@/modules/restaurant/lib/pos-queue'
import { PosMenuGrid } from '@/modules/restaurant/components/pos-menu'
import { PosTicket } from '@/modules/restaurant/components/pos-ticket'
import { usePosActions } from '@/modules/restaurant/components/pos-actions'
import { usePosOrder } from '@/modules/restaurant/components/pos-order'
import {
  PosCurrency,
  useMoney,
  type PosMenu,
  type PosOrder,
} from '@/modules/restaurant/components/pos-types'

/*
| The void-reason dialog (Radix's dialog, about 10 kB gzip) is not needed to draw
| the screen: it is fetched right after, and a void waits for it at worst.
*/
const ReasonDialog = lazy(() =>
  importWhenOnline(() => import('@/modules/restaurant/components/pos-dialogs')).then((module) => ({
    default: module.ReasonDialog,
  }))
)

function DeferredReasonDialog(props: ComponentProps<typeof ReasonDialog>) {
  return (
    <Suspense fallback={null}>
      <ReasonDialog {...props} />
    </Suspense>
  )
}

type ScreenProps = {
  menu: PosMenu
  initial: PosOrder | null
  currency: string
  /** The fields that open a new order at its first tap. */
  openWith: () => Record<string, unknown>
  /** Why taps cannot open the order yet (no table chosen), or null. */
  blocked: string | null
  /** Above the menu and ticket: the new order's fields, or the order's headline. */
  top: (state: { opened: boolean; order: PosOrder | null; voidOrder: () => void }) => ReactNode
}

type Tab = 'menu' | 'ticket'
/* The phone's Menu / Ticket choice outlives the visit from a new order to its page. */
let lastTab: Tab = 'menu'

/** How many changes wait: every queued line, line change and send. */
function waitingCount(queue: PosQueue) {
  return queue.entries.reduce(
    (sum, entry) =>
      sum + (entry.kind === 'create' || entry.kind === 'add' ? entry.lines.length : 1),
    0
  )
}

/** The POS: the menu beside the ticket (a Menu / Ticket switch on a phone), touch first. */
export function PosScreen(props: ScreenProps) {
  return (
    <PosCurrency.Provider value={props.currency}>
      <PosBody {...props} />
    </PosCurrency.Provider>
  )
}

function PosBody({ menu, initial, openWith, blocked, top }: ScreenProps) {
  const pos = usePosOrder(initial, openWith)
  const money = useMoney()
  const [tab, setOwnTab] = useState<Tab>(lastTab)
  const setTab = (next: Tab) => {
    lastTab = next
    setOwnTab(next)
  }
  const offline = pos.connection === 'offline'
  const waiting = waitingCount(pos.queue)
  const order = pos.order

  const actions = usePosActions(order)
  const active = !order || ['open', 'sent', 'served'].includes(order.status)
  /* Who only sees orders (a cashier) gets the ticket alone. */
  const takes = !order || order.can.edit

  return (
    <div className="@container flex flex-col gap-3">
      <QueueBanner waiting={waiting} connection={pos.connection} />
      {top({ opened: pos.opened, order, voidOrder: actions.voidOrder })}
      {order?.status === 'voided' && (
        <Alert variant="destructive">
          <Ban className="size-4" />
          <AlertDescription>{t('restaurant_pos.order_voided')}</AlertDescription>
        </Alert>
      )}
      <div
        className={cn(
          'grid gap-4',
          takes &&
            '@3xl:grid-cols-[minmax(0,1fr)_minmax(300px,360px)] @5xl:grid-cols-[minmax(0,1fr)_400px]'
        )}
      >
        <div className={cn(tab === 'menu' && takes ? 'block' : 'hidden', takes && '@3xl:block')}>
          {blocked && (
            <p className="mb-2 rounded-md bg-muted px-3 py-2 text-sm" role="status">
              {blocked}
            </p>
          )}
          <PosMenuGrid menu={menu} disabled={blocked !== null || !active} onPick={pos.pick} />
        </div>
        <div
          className={cn(
            tab === 'ticket' || !takes ? 'flex' : 'hidden',
            'flex-col @3xl:sticky @3xl:top-4 @3xl:flex @3xl:max-h-[calc(100vh-7rem)] @3xl:self-start'
          )}
        >
          <PosTicket
            order={order}
            lines={pos.ticket.lines}
            subtotalCents={pos.ticket.subtotalCents}
            unsentCount={pos.ticket.unsent.length}
            refusals={pos.ticket.orphanRefusals}
            offline={offline}
            sending={pos.sending}
            canSend={active && (order ? order.can.edit : true)}
            onChange={pos.change}
            onVoid={actions.voidLine}
            onServe={actions.serve}
            onSend={pos.send}
            onDismiss={pos.dismiss}
          />
        </div>
      </div>
      {takes && (
        <PhoneSwitch
          tab={tab}
          onTab={setTab}
          summary={t('restaurant_pos.ticket_summary', {
            count: pos.ticket.lines.filter((line) => !line.voided).length,
            total: money(pos.ticket.subtotalCents),
          })}
        />
      )}
      <DeferredReasonDialog ask={actions.ask} onClose={actions.closeAsk} />
    </div>
  )
}

/** The plain word on changes not yet on the server. */
function QueueBanner({ waiting, connection }: { waiting: number; connection: string }) {
  if (waiting === 0 || connection === 'online') return null
  return (
    <Alert className="border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <CloudOff className="size-4" />
      <AlertDescription role="status" data-testid="pos-queue-banner">
        {connection === 'offline'
          ? t('restaurant_pos.offline_banner', { count: waiting })
          : t('restaurant_pos.stalled_banner', { count: waiting })}
      </AlertDescription>
    </Alert>
  )
}

/** On a phone: Menu or Ticket, one at a time, switched from the bottom of the screen. */
function PhoneSwitch({
  tab,
  onTab,
  summary,
}: {
  tab: 'menu' | 'ticket'
  onTab: (tab: 'menu' | 'ticket') => void
  summary: string
}) {
  return (
    <nav className="sticky bottom-0 z-20 -mx-2 grid grid-cols-2 gap-2 border-t bg-background/95 p-2 backdrop-blur @3xl:hidden">
      <Button
        variant={tab === 'menu' ? 'default' : 'outline'}
        className="h-12"
        aria-pressed={tab === 'menu'}
        onClick={() => onTab('menu')}
      >
        <UtensilsCrossed /> {t('restaurant_pos.menu')}
      </Button>
      <Button
        variant={tab === 'ticket' ? 'default' : 'outline'}
        className="h-12"
        aria-pressed={tab === 'ticket'}
        onClick={() => onTab('ticket')}
      >
        <ReceiptText /> {summary}
      </Button>
    </nav>
  )
}
