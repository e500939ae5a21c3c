import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { dayAndTime } from '@/modules/restaurant/lib/time'
import {
  CloseDrawerForm,
  DrawerDifference,
} from '@/modules/restaurant/components/cash-drawer-forms'
import type { DrawerRow } from '@/modules/restaurant/payment-list-types'

type CashDrawerListProps = {
  drawers: DrawerRow[]
  /** Drawers of other cashiers the user may close. */
  closable: number[]
  ownId: number
  zone: string
  currency: string
}

/** Every cashier's open drawers, then the latest closes with their counts and differences. */
export function CashDrawerList({ drawers, closable, ownId, zone, currency }: CashDrawerListProps) {
  const money = (cents: number | null) => formatMoney(cents ?? 0, currency)
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t('restaurant.cash_drawers.recent')}</CardTitle>
        <CardDescription>{t('restaurant.cash_drawers.recent_description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {drawers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('restaurant.cash_drawers.none_yet')}</p>
        ) : (
          <ul className="divide-y">
            {drawers.map((drawer) => (
              <li key={drawer.id} className="grid gap-1 py-3 text-sm" data-drawer-row={drawer.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{drawer.cashier.name}</span>
                  {drawer.closedAt ? (
                    <DrawerDifference cents={drawer.differenceCents ?? 0} currency={currency} />
                  ) : (
                    <span className="text-muted-foreground">
                      {t('restaurant.cash_drawers.still_open')}
                    </span>
                  )}
                </div>
                <span className="text-muted-foreground">
                  {[
                    `${t('restaurant.cash_drawers.opened_column')} ${dayAndTime(drawer.openedAt, zone)}`,
                    drawer.closedAt &&
                      `${t('restaurant.cash_drawers.closed_column')} ${dayAndTime(drawer.closedAt, zone)}`,
                    drawer.closedBy && drawer.closedBy !== drawer.cashier.name
                      ? t('restaurant.cash_drawers.closed_by', { name: drawer.closedBy })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {drawer.closedAt && (
                  <span className="text-muted-foreground tabular-nums">
                    {t('restaurant.cash_drawers.float_column')} {money(drawer.floatCents)} ·{' '}
                    {t('restaurant.cash_drawers.expected')} {money(drawer.expectedCents)} ·{' '}
                    {t('restaurant.cash_drawers.counted_label')} {money(drawer.countedCents)}
                  </span>
                )}
                {!drawer.closedAt &&
                  drawer.cashier.id !== ownId &&
                  closable.includes(drawer.id) && (
                    <details className="mt-1">
                      <summary className="cursor-pointer text-sm font-medium">
                        {t('restaurant.cash_drawers.close_of', { name: drawer.cashier.name })}
                      </summary>
                      <div className="pt-2">
                        <CloseDrawerForm drawerId={drawer.id} idPrefix={`drawer-${drawer.id}`} />
                      </div>
                    </details>
                  )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
