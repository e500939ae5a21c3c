import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { CHARGE_KINDS, type Folio } from '@/modules/hotel/components/stay-types'

const percent = (bp: number) => `${bp / 100}%`

/** Payments and deposits taken, with their method and reference. */
function FolioPayments({ folio, currency }: { folio: Folio; currency: string }) {
  if (folio.payments.length === 0) return null
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <Table aria-label={t('hotel.folio.payments')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('hotel.folio.date')}</TableHead>
          <TableHead>{t('hotel.folio.payment_kind')}</TableHead>
          <TableHead>{t('hotel.folio.reference')}</TableHead>
          <TableHead className="text-right">{t('hotel.folio.amount')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {folio.payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="tabular-nums">{payment.createdAt.slice(0, 10)}</TableCell>
            <TableCell>
              {payment.isDeposit ? t('hotel.folio.deposit') : t('hotel.folio.payment')} ·{' '}
              {t(`hotel.folio.methods.${payment.method}`)}
            </TableCell>
            <TableCell className="whitespace-normal">
              {payment.reference || t('hotel.none')}
            </TableCell>
            <TableCell className="text-right tabular-nums">{money(payment.amountCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The folio: charges grouped by kind with their tax, then payments and deposits, then the totals and balance. */
export function FolioTable({ folio, currency }: { folio: Folio; currency: string }) {
  const money = (cents: number) => formatMoney(cents, currency)
  const groups = CHARGE_KINDS.map((kind) => ({
    kind,
    charges: folio.charges.filter((charge) => charge.kind === kind),
  })).filter((group) => group.charges.length > 0)
  return (
    <div className="grid gap-4">
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('hotel.folio.no_charges')}</p>
      ) : (
        <Table aria-label={t('hotel.folio.charges')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('hotel.folio.date')}</TableHead>
              <TableHead>{t('hotel.folio.description')}</TableHead>
              <TableHead className="text-right">{t('hotel.folio.net')}</TableHead>
              <TableHead className="text-right">{t('hotel.folio.tax')}</TableHead>
              <TableHead className="text-right">{t('hotel.folio.total')}</TableHead>
            </TableRow>
          </TableHeader>
          {groups.map((group) => (
            <TableBody key={group.kind}>
              <TableRow className="bg-muted/50 hover:bg-muted/50">
                <TableCell
                  colSpan={5}
                  className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
                >
                  {t(`hotel.folio.kinds.${group.kind}`)}
                </TableCell>
              </TableRow>
              {group.charges.map((charge) => (
                <TableRow key={charge.id}>
                  <TableCell className="tabular-nums">{charge.serviceDate}</TableCell>
                  <TableCell className="min-w-40 whitespace-normal">{charge.description}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(charge.amountCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(charge.taxCents)}{' '}
                    <span className="text-xs text-muted-foreground">
                      ({percent(charge.taxRateBp)})
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(charge.totalCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      )}
      <FolioPayments folio={folio} currency={currency} />
      <FolioTotals folio={folio} currency={currency} />
    </div>
  )
}

/** Subtotal, tax, total, paid and the balance still owed. */
export function FolioTotals({ folio, currency }: { folio: Folio; currency: string }) {
  const rows: [string, number][] = [
    [t('hotel.folio.subtotal'), folio.subtotalCents],
    [t('hotel.folio.tax'), folio.taxCents],
    [t('hotel.folio.total'), folio.totalCents],
    [t('hotel.folio.paid'), folio.paidCents],
  ]
  return (
    <Table className="ml-auto max-w-xs" aria-label={t('hotel.folio.totals')}>
      <TableBody>
        {rows.map(([label, cents]) => (
          <TableRow key={label}>
            <TableCell className="text-muted-foreground">{label}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(cents, currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="font-semibold">{t('hotel.folio.balance')}</TableCell>
          <TableCell className="text-right font-semibold tabular-nums" data-testid="folio-balance">
            {formatMoney(folio.balanceCents, currency)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}
