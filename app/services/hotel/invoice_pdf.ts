import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { renderPdfDocument } from '#services/pdf_document'

/*
| The invoice as a PDF, drawn from the snapshot frozen at check-out (never from
| today's guest or folio): the seller's legal name, address and tax id as they
| were when the invoice was issued, whom it bills, the stay, its charges and
| payments.
*/
export function renderInvoicePdf(invoice: {
  number: string
  issuedAt: string
  snapshot: InvoiceSnapshot
}): Promise<Buffer> {
  const { snapshot } = invoice
  const { guest, stay, billTo, hotel, totals } = snapshot
  const money = (cents: number) => formatMoney(cents, snapshot.currency)
  const billed =
    billTo?.kind === 'company'
      ? [
          billTo.address,
          t('hotel.folio.pdf.tax_id', { taxId: billTo.taxId }),
          t('hotel.folio.pdf.guest', { name: guest.name }),
        ]
      : [guest.company, guest.address, guest.document, guest.email ?? '']
  return renderPdfDocument({
    info: { title: invoice.number, author: hotel.name, subject: stay.code },
    title: hotel.name,
    issuer: [hotel.address, hotel.taxId && t('hotel.folio.pdf.tax_id', { taxId: hotel.taxId })],
    references: [
      t('hotel.folio.pdf.invoice_number', { number: invoice.number }),
      t('hotel.folio.pdf.issued_on', { date: snapshot.issuedOn }),
    ],
    parties: [
      { heading: t('hotel.folio.pdf.bill_to'), lines: [billTo?.name ?? guest.name, ...billed] },
      {
        heading: t('hotel.folio.pdf.stay'),
        lines: [
          t('hotel.folio.pdf.stay_line', {
            code: stay.code,
            room: stay.roomNumber ?? '—',
            type: stay.roomType,
          }),
          t('hotel.folio.pdf.dates_line', {
            from: stay.checkIn,
            to: stay.checkOut,
            nights: stay.nights,
          }),
        ],
      },
    ],
    table: {
      columns: [
        { key: 'date', label: t('hotel.folio.date'), width: 70, align: 'left' },
        { key: 'description', label: t('hotel.folio.description'), width: 200, align: 'left' },
        { key: 'net', label: t('hotel.folio.net'), width: 70, align: 'right' },
        { key: 'tax', label: t('hotel.folio.tax'), width: 70, align: 'right' },
        { key: 'total', label: t('hotel.folio.total'), width: 65, align: 'right' },
      ],
      rows: snapshot.charges.map((charge) => ({
        date: charge.serviceDate,
        description: charge.description,
        net: money(charge.amountCents),
        tax: `${money(charge.taxCents)} (${charge.taxRateBp / 100}%)`,
        total: money(charge.totalCents),
      })),
    },
    totals: [
      { label: t('hotel.folio.subtotal'), value: money(totals.subtotalCents) },
      { label: t('hotel.folio.tax'), value: money(totals.taxCents) },
      { label: t('hotel.folio.total'), value: money(totals.totalCents) },
      { label: t('hotel.folio.paid'), value: money(totals.paidCents) },
      { label: t('hotel.folio.balance'), value: money(totals.balanceCents), bold: true },
    ],
    notes: [
      {
        heading: t('hotel.folio.payments'),
        lines: snapshot.payments.map((payment) => {
          const kind = payment.isDeposit ? t('hotel.folio.deposit') : t('hotel.folio.payment')
          const reference = payment.reference ? `  (${payment.reference})` : ''
          return `${payment.date.slice(0, 10)}  ${kind} · ${t(`hotel.folio.methods.${payment.method}`)}  ${money(payment.amountCents)}${reference}`
        }),
      },
    ],
    footer: t('hotel.folio.pdf.currency_note', { currency: snapshot.currency }),
  })
}
