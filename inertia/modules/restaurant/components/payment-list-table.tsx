import { OrderNumberLink } from '@/modules/restaurant/components/order-number-link'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { EmptyList } from '@/components/lists/list-page'
import { dayAndTime } from '@/modules/restaurant/lib/time'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { PaymentRow } from '@/modules/restaurant/payment-list-types'

type ListProps = { payments: PaymentRow[]; zone: string; currency: string }

/** The amount, a refund in red with its reason under it. */
function Amount({ payment, currency }: { payment: PaymentRow; currency: string }) {
  return (
    <span className={payment.refund ? 'text-destructive' : undefined}>
      <span className="tabular-nums">{formatMoney(payment.amountCents, currency)}</span>
      {payment.refund && (
        <span className="block text-xs">
          {t('restaurant.payment_list.refund', { reason: payment.refund.reason })}
        </span>
      )}
    </span>
  )
}

const methodOf = (payment: PaymentRow) => t(`restaurant.payment_list.method.${payment.method}`)

/** Payments as a table from tablet width up, cards on a phone. */
export function PaymentListTable({ payments, zone, currency }: ListProps) {
  if (payments.length === 0) return <EmptyList>{t('restaurant.payment_list.empty')}</EmptyList>
  return (
    <>
      <ul className="divide-y md:hidden">
        {payments.map((payment) => (
          <li key={payment.id} className="grid gap-1 p-4" data-payment={payment.id}>
            <div className="flex items-start justify-between gap-2">
              <OrderNumberLink order={payment.order} />
              <Amount payment={payment} currency={currency} />
            </div>
            <span className="text-sm text-muted-foreground">
              {[
                dayAndTime(payment.paidAt, zone),
                methodOf(payment),
                payment.tipCents > 0
                  ? `${t('restaurant.payment_list.tip')} ${formatMoney(payment.tipCents, currency)}`
                  : null,
                payment.cashier.name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('restaurant.payment_list.time')}</TableHead>
            <TableHead>{t('restaurant.payment_list.order')}</TableHead>
            <TableHead>{t('restaurant.payment_list.method_filter')}</TableHead>
            <TableHead className="text-right">{t('restaurant.payment_list.amount')}</TableHead>
            <TableHead className="text-right">{t('restaurant.payment_list.tip')}</TableHead>
            <TableHead>{t('restaurant.payment_list.cashier')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} data-payment={payment.id}>
              <TableCell className="whitespace-nowrap">
                {dayAndTime(payment.paidAt, zone)}
              </TableCell>
              <TableCell>
                <OrderNumberLink order={payment.order} />
              </TableCell>
              <TableCell>{methodOf(payment)}</TableCell>
              <TableCell className="text-right">
                <Amount payment={payment} currency={currency} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {payment.tipCents > 0 ? formatMoney(payment.tipCents, currency) : '—'}
              </TableCell>
              <TableCell>{payment.cashier.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
