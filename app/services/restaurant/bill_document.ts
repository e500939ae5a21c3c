import type { Bill } from '#queries/restaurant/bill'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { renderPdfDocument } from '#services/pdf_document'

/*
| The bill in words and figures, once for both its print view (an 80 mm
| thermal ticket, resources/views/restaurant/bill.edge) and its PDF.
*/
export function billText(bill: Bill) {
  const money = (cents: number) => formatMoney(cents, bill.currency)
  const { order } = bill
  const place = order.table
    ? t('restaurant.bill.table', { name: order.table })
    : order.room
      ? t('restaurant.bill.room', { room: order.room })
      : t(`restaurant.order_kind.${order.kind}`)
  const rate = `${bill.taxRateBp / 100}%`
  const totals = [
    { label: t('restaurant.bill.subtotal'), value: money(bill.subtotalCents) },
    ...(bill.discountCents > 0
      ? [
          {
            label: bill.discountReason
              ? t('restaurant.bill.discount_for', { reason: bill.discountReason })
              : t('restaurant.bill.discount'),
            value: money(-bill.discountCents),
          },
        ]
      : []),
    { label: t('restaurant.bill.total'), value: money(bill.totalCents), bold: true },
    { label: t('restaurant.bill.tax_included', { rate }), value: money(bill.taxCents) },
    ...(bill.tipCents > 0
      ? [{ label: t('restaurant.bill.tips'), value: money(bill.tipCents) }]
      : []),
  ]
  const payments = bill.payments.map((payment) => ({
    label:
      payment.amountCents < 0
        ? t('restaurant.bill.refund', {
            method: t(`restaurant.payment_list.method.${payment.method}`),
            reason: payment.reason ?? '',
          })
        : t(`restaurant.payment_list.method.${payment.method}`),
    value: money(payment.amountCents),
    /* What the cashier handed back, in one line under the payment. */
    detail: [
      payment.tenderedCents !== null
        ? t('restaurant.bill.tendered', { amount: money(payment.tenderedCents) })
        : null,
      payment.changeCents > 0
        ? t('restaurant.bill.change', { amount: money(payment.changeCents) })
        : null,
      payment.tipCents > 0 ? t('restaurant.bill.tip', { amount: money(payment.tipCents) }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }))
  return {
    title: t(`restaurant.bill.${bill.kind}`),
    seller: [
      bill.seller.legalName,
      bill.seller.address,
      bill.seller.taxId && t('restaurant.bill.tax_id', { taxId: bill.seller.taxId }),
    ].filter(Boolean) as string[],
    references: [
      t('restaurant.bill.number', { number: order.number }),
      [place, t('restaurant.bill.covers', { count: order.covers })].join(' · '),
      t('restaurant.bill.waiter', { name: order.waiter }),
      t('restaurant.bill.date', {
        date: (order.closedAt ?? bill.printedAt).toFormat('yyyy-LL-dd HH:mm'),
      }),
    ],
    lines: bill.lines.map((line) => ({
      quantity: String(line.quantity),
      name: line.name,
      amount: money(line.amountCents),
      items: line.items.map((item) => `${item.quantity} × ${item.name}`),
    })),
    totals,
    payments,
    balance: {
      label: t('restaurant.bill.balance_due'),
      value: money(Math.max(bill.balanceCents, 0)),
    },
    footer: t('restaurant.bill.footer', { currency: bill.currency }),
  }
}

export type BillText = ReturnType<typeof billText>

/** The bill as a PDF, in the frame every business document shares. */
export function renderBillPdf(bill: Bill): Promise<Buffer> {
  const text = billText(bill)
  return renderPdfDocument({
    info: {
      title: `${text.title} ${bill.order.number}`,
      author: bill.seller.legalName,
      subject: text.title,
    },
    title: bill.seller.legalName,
    issuer: text.seller.slice(1),
    references: [text.title, ...text.references],
    parties: [],
    table: {
      columns: [
        { key: 'quantity', label: t('restaurant.bill.quantity'), width: 40, align: 'right' },
        { key: 'name', label: t('restaurant.bill.item'), width: 330, align: 'left' },
        { key: 'amount', label: t('restaurant.bill.amount'), width: 100, align: 'right' },
      ],
      rows: text.lines.flatMap((line) => [
        { quantity: line.quantity, name: line.name, amount: line.amount },
        ...line.items.map((item) => ({ quantity: '', name: `    ${item}`, amount: '' })),
      ]),
    },
    totals: [...text.totals, { ...text.balance, bold: true }],
    notes: [
      {
        heading: t('restaurant.bill.payments'),
        lines: text.payments.map((payment) =>
          [`${payment.label}  ${payment.value}`, payment.detail].filter(Boolean).join(' · ')
        ),
      },
    ],
    footer: text.footer,
  })
}
