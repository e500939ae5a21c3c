import { Card } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { MethodTotal } from '@/modules/restaurant/payment-list-types'

/** Per method over the whole filter: the amount (refunds taken off), how many payments and the tips. */
export function PaymentTotals({ totals, currency }: { totals: MethodTotal[]; currency: string }) {
  if (totals.length === 0) return null
  return (
    <section aria-labelledby="payment-totals" className="grid gap-2">
      <h2 id="payment-totals" className="text-sm font-medium text-muted-foreground">
        {t('restaurant.payment_list.totals')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {totals.map((total) => (
          <li key={total.method}>
            <Card className="gap-1 px-4 py-3" data-total={total.method}>
              <span className="text-sm text-muted-foreground">
                {t(`restaurant.payment_list.method.${total.method}`)}
              </span>
              <span className="text-lg font-semibold tabular-nums">
                {formatMoney(total.amountCents, currency)}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('restaurant.payment_list.count', { count: total.count })} ·{' '}
                {t('restaurant.payment_list.tips', {
                  amount: formatMoney(total.tipCents, currency),
                })}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
