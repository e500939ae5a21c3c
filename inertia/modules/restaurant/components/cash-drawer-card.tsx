import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { clockTime } from '@/modules/restaurant/lib/time'
import {
  CloseDrawerForm,
  DrawerDifference,
  OpenDrawerForm,
} from '@/modules/restaurant/components/cash-drawer-forms'
import type { DrawerCard } from '@/modules/restaurant/payment-list-types'

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  )
}

/**
 * The user's till: open it with a float; while open, the cash expected in it
 * now and the close with the counted cash; after a close, its count.
 */
export function CashDrawerCard({
  drawer,
  zone,
  currency,
}: {
  drawer: DrawerCard
  zone: string
  currency: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  const { open, lastClosed } = drawer
  return (
    <Card className="gap-4" data-drawer={open ? 'open' : 'closed'}>
      <CardHeader>
        <CardTitle>{t('restaurant.cash_drawers.card_title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {open ? (
          <>
            <p className="text-sm text-muted-foreground">
              {t('restaurant.cash_drawers.opened_at', { time: clockTime(open.openedAt, zone) })}
            </p>
            <dl className="grid gap-1">
              <Figure label={t('restaurant.cash_drawers.float_label')}>
                {money(open.floatCents)}
              </Figure>
              <Figure label={t('restaurant.cash_drawers.taken')}>
                {money(open.cashTakenCents)}
              </Figure>
              <Figure label={t('restaurant.cash_drawers.expected')}>
                <strong data-expected={open.expectedCents}>{money(open.expectedCents)}</strong>
              </Figure>
            </dl>
            <CloseDrawerForm drawerId={open.id} idPrefix="drawer" />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {t('restaurant.cash_drawers.card_closed')}
            </p>
            <OpenDrawerForm />
          </>
        )}
        {!open && lastClosed && (
          <section aria-labelledby="last-close" className="grid gap-1 border-t pt-3">
            <h3 id="last-close" className="text-sm font-medium">
              {t('restaurant.cash_drawers.last_close')}
            </h3>
            <dl className="grid gap-1">
              <Figure label={t('restaurant.cash_drawers.expected')}>
                {money(lastClosed.expectedCents ?? 0)}
              </Figure>
              <Figure label={t('restaurant.cash_drawers.counted_label')}>
                {money(lastClosed.countedCents ?? 0)}
              </Figure>
              <Figure label={t('restaurant.cash_drawers.difference')}>
                <DrawerDifference cents={lastClosed.differenceCents ?? 0} currency={currency} />
              </Figure>
            </dl>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
