import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { ReportColumn } from '@/components/reports/report-table'
import { formatCount } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { SalesFigures } from '@/modules/restaurant/components/report-types'

/** A titled card around a chart or a list. */
export function ReportCard({
  title,
  hint,
  children,
}: {
  title: string
  hint?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {hint && <CardDescription>{hint}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** A report table in a card, edge to edge (it scrolls sideways on a phone). */
export function TableCard({
  title,
  hint,
  children,
}: {
  title?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <Card className="min-w-0 gap-0 overflow-hidden py-0">
      {title && (
        <CardHeader className="border-b py-4">
          <CardTitle>
            <h2>{title}</h2>
          </CardTitle>
          {hint && <CardDescription>{hint}</CardDescription>}
        </CardHeader>
      )}
      {children}
    </Card>
  )
}

export const label = (key: string) => t(`restaurant.reports.${key}`)

/** Amounts in the installation's currency. */
export const moneyIn = (currency: string) => (cents: number) => formatMoney(cents, currency)

/** Orders, gross, discounts, net, tips and average ticket, after the row's own first column. */
export function salesColumns<Row extends SalesFigures>(
  first: ReportColumn<Row>,
  currency: string
): ReportColumn<Row>[] {
  const money = moneyIn(currency)
  const amount = (key: string, value: (row: Row) => number): ReportColumn<Row> => ({
    key,
    label: label(key),
    numeric: true,
    cell: (row) => money(value(row)),
  })
  return [
    first,
    {
      key: 'orders',
      label: label('orders'),
      numeric: true,
      cell: (row) => formatCount(row.orders),
    },
    amount('gross', (row) => row.grossCents),
    amount('discounts', (row) => row.discountCents),
    amount('net', (row) => row.netCents),
    amount('tips', (row) => row.tipsCents),
    amount('average_ticket', (row) => row.averageTicketCents),
  ]
}

/** The totals row of salesColumns. */
export function salesTotals(totals: SalesFigures, currency: string) {
  const money = moneyIn(currency)
  return {
    orders: formatCount(totals.orders),
    gross: money(totals.grossCents),
    discounts: money(totals.discountCents),
    net: money(totals.netCents),
    tips: money(totals.tipsCents),
    average_ticket: money(totals.averageTicketCents),
  }
}
