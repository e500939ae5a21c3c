import type { PurchaseOrderView } from '#queries/inventory/purchase_orders'
import { plainQuantity } from '#services/inventory/purchase_units'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'
import { renderPdfDocument } from '#services/pdf_document'

/*
| A purchase order as a PDF to send to the supplier: who orders from whom, the
| lines in the supplier's unit (the purchase unit) with their prices, and the
| total.
*/
export function renderPurchaseOrderPdf(
  order: PurchaseOrderView,
  buyer: { name: string; currency: string }
): Promise<Buffer> {
  const money = (cents: number) => formatMoney(cents, buyer.currency)
  const { supplier } = order
  return renderPdfDocument({
    info: { title: order.number, author: buyer.name, subject: supplier.name },
    title: t('inventory.purchasing.pdf.title'),
    references: [
      t('inventory.purchasing.pdf.number', { number: order.number }),
      t('inventory.purchasing.pdf.date', {
        date: (order.orderedAt ?? order.createdAt).slice(0, 10),
      }),
      order.expectedOn && t('inventory.purchasing.pdf.expected', { date: order.expectedOn }),
    ],
    parties: [
      { heading: t('inventory.purchasing.pdf.buyer'), lines: [buyer.name] },
      {
        heading: t('inventory.purchasing.pdf.supplier'),
        lines: [
          supplier.name,
          supplier.contactName,
          supplier.address,
          supplier.email,
          supplier.phone,
          supplier.taxId && t('inventory.purchasing.pdf.tax_id', { taxId: supplier.taxId }),
          supplier.paymentTerms &&
            t('inventory.purchasing.pdf.payment_terms', { terms: supplier.paymentTerms }),
        ],
      },
    ],
    table: {
      columns: [
        { key: 'sku', label: t('inventory.purchasing.sku'), width: 70, align: 'left' },
        { key: 'product', label: t('inventory.purchasing.product'), width: 170, align: 'left' },
        { key: 'quantity', label: t('inventory.purchasing.quantity'), width: 95, align: 'right' },
        { key: 'price', label: t('inventory.purchasing.unit_cost'), width: 70, align: 'right' },
        { key: 'total', label: t('inventory.purchasing.line_total'), width: 70, align: 'right' },
      ],
      rows: order.lines.map((line) => ({
        sku: line.sku,
        product: line.name,
        quantity: `${plainQuantity(line.quantity)} × ${line.purchaseUnit}`,
        price: money(line.unitCostCents),
        total: money(line.totalCents),
      })),
    },
    totals: [
      { label: t('inventory.purchasing.total'), value: money(order.totalCents), bold: true },
    ],
    notes: [{ heading: t('inventory.purchasing.notes'), lines: [order.notes] }],
    footer: t('inventory.purchasing.pdf.currency_note', { currency: buyer.currency }),
  })
}
