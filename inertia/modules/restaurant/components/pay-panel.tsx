import { useState, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { useMoney, type PosOrder } from '@/modules/restaurant/components/pos-types'
import { usePaymentState } from '@/modules/restaurant/components/pay-state'
import { PayForm } from '@/modules/restaurant/components/pay-form'
import { DiscountForm, PaymentsList, SplitForm } from '@/modules/restaurant/components/pay-extras'

type PanelProps = { order: PosOrder; open: boolean; onOpenChange: (open: boolean) => void }
type Section = 'pay' | 'split' | 'discount'

/** The pay panel: the bill's money, a payment form, the payments with their refunds, discount and split. */
export function PayPanel({ order, open, onOpenChange }: PanelProps) {
  const money = useMoney()
  const { state, call } = usePaymentState(order.id, order.lockVersion)
  const [section, setSection] = useState<Section>('pay')
  const closed = order.status === 'closed'
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-md" data-testid="pay-panel">
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            {t('restaurant_pay.title', { number: order.number })}
            {closed && <Badge variant="secondary">{t('restaurant.order_status.closed')}</Badge>}
          </SheetTitle>
          <SheetDescription>{t('restaurant_pay.description')}</SheetDescription>
        </SheetHeader>
        <div className="grid gap-5 p-4">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="pay-summary">
            <Row label={t('restaurant_pay.subtotal')}>{money(order.subtotalCents)}</Row>
            {order.discountCents > 0 && (
              <Row label={t('restaurant_pay.discount')}>−{money(order.discountCents)}</Row>
            )}
            <Row label={t('restaurant_pay.paid_so_far')}>{money(order.paidCents)}</Row>
            {state && state.tipCents > 0 && (
              <Row label={t('restaurant_pay.tips')}>{money(state.tipCents)}</Row>
            )}
            <Row label={t('restaurant_pos.balance')} strong>
              <span data-testid="pay-balance">{money(order.balanceCents)}</span>
            </Row>
          </dl>
          {closed && (
            <p
              className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
              role="status"
            >
              {t('restaurant_pay.closed_note')}
            </p>
          )}
          {!state && <p className="text-sm text-muted-foreground">{t('restaurant_pay.loading')}</p>}
          {state && state.can.take && (
            <SectionTabs section={section} onSection={setSection} state={state} />
          )}
          {state && state.can.take && section === 'pay' && (
            <PayForm order={order} state={state} call={call} />
          )}
          {state && state.can.split && section === 'split' && (
            <SplitForm order={order} state={state} call={call} onDone={() => setSection('pay')} />
          )}
          {state && state.can.discount && section === 'discount' && (
            <DiscountForm
              order={order}
              state={state}
              call={call}
              onDone={() => setSection('pay')}
            />
          )}
          {state && <PaymentsList state={state} call={call} />}
        </div>
      </SheetContent>
    </Sheet>
  )
}

function SectionTabs({
  section,
  onSection,
  state,
}: {
  section: Section
  onSection: (section: Section) => void
  state: { can: { split: boolean; discount: boolean } }
}) {
  const sections: Section[] = [
    'pay',
    ...(state.can.split ? ['split' as const] : []),
    ...(state.can.discount ? ['discount' as const] : []),
  ]
  if (sections.length < 2) return null
  return (
    <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1" role="tablist">
      {sections.map((name) => (
        <Button
          key={name}
          role="tab"
          aria-selected={section === name}
          variant={section === name ? 'secondary' : 'ghost'}
          className={cn(
            'h-9',
            section === name &&
              'border border-border bg-background shadow-sm dark:border-foreground/30 dark:bg-accent'
          )}
          onClick={() => onSection(name)}
        >
          {t(`restaurant_pay.section.${name}`)}
        </Button>
      ))}
    </div>
  )
}

function Row({
  label,
  children,
  strong,
}: {
  label: string
  children: ReactNode
  strong?: boolean
}) {
  return (
    <>
      <dt className={cn('text-muted-foreground', strong && 'font-semibold text-foreground')}>
        {label}
      </dt>
      <dd className={cn('text-right tabular-nums', strong && 'text-base font-semibold')}>
        {children}
      </dd>
    </>
  )
}
