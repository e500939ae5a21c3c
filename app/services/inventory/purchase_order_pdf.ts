import PDFDocument from 'pdfkit'
import type { PurchaseOrderView } from '#queries/inventory/purchase_orders'
import { plainQuantity } from '#services/inventory/purchase_units'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'

/*
| A purchase order as a PDF to send to the supplier: who orders from whom, the
| lines in the supplier's unit (the purchase unit) with their prices, and the
| total. Built-in Helvetica only and uncompressed streams, as the hotel's
| invoice: nothing is fetched at run time and the text stays searchable.
*/
const MARGIN = 50
const COLUMNS = [
  { key: 'sku', x: MARGIN, width: 70, align: 'left' },
  { key: 'product', x: MARGIN + 75, width: 170, align: 'left' },
  { key: 'quantity', x: MARGIN + 250, width: 95, align: 'right' },
  { key: 'price', x: MARGIN + 350, width: 70, align: 'right' },
  { key: 'total', x: MARGIN + 425, width: 70, align: 'right' },
] as const

type Row = Record<(typeof COLUMNS)[number]['key'], string>

export function renderPurchaseOrderPdf(
  order: PurchaseOrderView,
  buyer: { name: string; currency: string }
): Promise<Buffer> {
  const money = (cents: number) => formatMoney(cents, buyer.currency)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: order.number, Author: buyer.name, Subject: order.supplier.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(20).text(t('inventory.purchasing.pdf.title'))
  doc.moveDown(0.3)
  doc.font('Helvetica').fontSize(11)
  doc.text(t('inventory.purchasing.pdf.number', { number: order.number }))
  doc.text(
    t('inventory.purchasing.pdf.date', { date: (order.orderedAt ?? order.createdAt).slice(0, 10) })
  )
  if (order.expectedOn) doc.text(t('inventory.purchasing.pdf.expected', { date: order.expectedOn }))
  doc.moveDown()

  doc.font('Helvetica-Bold').text(t('inventory.purchasing.pdf.buyer'))
  doc.font('Helvetica').text(buyer.name)
  doc.moveDown(0.5)
  const { supplier } = order
  doc.font('Helvetica-Bold').text(t('inventory.purchasing.pdf.supplier'))
  doc.font('Helvetica').text(supplier.name)
  for (const line of [
    supplier.contactName,
    supplier.address,
    supplier.email,
    supplier.phone,
    supplier.taxId ? t('inventory.purchasing.pdf.tax_id', { taxId: supplier.taxId }) : null,
    supplier.paymentTerms
      ? t('inventory.purchasing.pdf.payment_terms', { terms: supplier.paymentTerms })
      : null,
  ].filter((value): value is string => Boolean(value)))
    doc.text(line)
  doc.moveDown()

  const row = (cells: Row, bold = false) => {
    /* Cells are placed side by side at one height, so a row that would cross the bottom margin starts a new page first. */
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage()
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    let bottom = y
    for (const column of COLUMNS) {
      doc.text(cells[column.key], column.x, y, { width: column.width, align: column.align })
      bottom = Math.max(bottom, doc.y)
    }
    doc.x = MARGIN
    doc.y = bottom + 4
  }
  row(
    {
      sku: t('inventory.purchasing.sku'),
      product: t('inventory.purchasing.product'),
      quantity: t('inventory.purchasing.quantity'),
      price: t('inventory.purchasing.unit_cost'),
      total: t('inventory.purchasing.line_total'),
    },
    true
  )
  for (const line of order.lines) {
    row({
      sku: line.sku,
      product: line.name,
      quantity: `${plainQuantity(line.quantity)} × ${line.purchaseUnit}`,
      price: money(line.unitCostCents),
      total: money(line.totalCents),
    })
  }
  doc.moveDown()
  const y = doc.y
  doc.font('Helvetica-Bold').fontSize(11)
  doc.text(t('inventory.purchasing.total'), MARGIN + 280, y, { width: 140 })
  doc.text(money(order.totalCents), MARGIN + 420, y, { width: 75, align: 'right' })
  doc.x = MARGIN
  if (order.notes) {
    doc.moveDown()
    doc.font('Helvetica-Bold').fontSize(11).text(t('inventory.purchasing.notes'), MARGIN)
    doc.font('Helvetica').fontSize(10).text(order.notes)
  }
  doc.moveDown(2)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#4B5563')
    .text(t('inventory.purchasing.pdf.currency_note', { currency: buyer.currency }), MARGIN)
  doc.end()
  return done
}
