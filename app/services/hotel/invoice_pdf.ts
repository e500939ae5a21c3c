import PDFDocument from 'pdfkit'
import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { t } from '#services/i18n'
import { formatMoney } from '#services/money'

/*
| The invoice as a PDF, drawn from the snapshot frozen at check-out (never from
| today's guest or folio). Built-in Helvetica only, so nothing is fetched at run
| time. Streams are left uncompressed: the file stays small for an invoice and
| its text stays searchable by plain tools.
*/
const MARGIN = 50
const COLUMNS = [
  { key: 'date', x: MARGIN, width: 70, align: 'left' },
  { key: 'description', x: MARGIN + 75, width: 200, align: 'left' },
  { key: 'net', x: MARGIN + 280, width: 70, align: 'right' },
  { key: 'tax', x: MARGIN + 355, width: 70, align: 'right' },
  { key: 'total', x: MARGIN + 430, width: 65, align: 'right' },
] as const

type Row = Record<(typeof COLUMNS)[number]['key'], string>

type Doc = PDFKit.PDFDocument
type Invoice = { number: string; issuedAt: string; snapshot: InvoiceSnapshot }

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { snapshot } = invoice
  const money = (cents: number) => formatMoney(cents, snapshot.currency)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: invoice.number, Author: snapshot.hotel.name, Subject: snapshot.stay.code },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  drawSeller(doc, invoice)
  drawParties(doc, snapshot)
  drawCharges(doc, snapshot, money)
  drawTotals(doc, snapshot, money)
  doc.moveDown(2)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#4B5563')
    .text(t('hotel.folio.pdf.currency_note', { currency: snapshot.currency }), MARGIN)
  doc.end()
  return done
}

/* The seller: the property's legal name, address and tax id, as they were when the invoice was issued. */
function drawSeller(doc: Doc, invoice: Invoice) {
  const { snapshot } = invoice
  doc.font('Helvetica-Bold').fontSize(20).text(snapshot.hotel.name)
  doc.font('Helvetica').fontSize(10)
  if (snapshot.hotel.address) doc.text(snapshot.hotel.address)
  if (snapshot.hotel.taxId) doc.text(t('hotel.folio.pdf.tax_id', { taxId: snapshot.hotel.taxId }))
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(11)
  doc.text(t('hotel.folio.pdf.invoice_number', { number: invoice.number }))
  doc.text(t('hotel.folio.pdf.issued_on', { date: snapshot.issuedOn }))
  doc.moveDown()
}

/* Whom the invoice is made out to, and the stay it bills. */
function drawParties(doc: Doc, snapshot: InvoiceSnapshot) {
  const { guest, stay, billTo } = snapshot
  doc.font('Helvetica-Bold').text(t('hotel.folio.pdf.bill_to'))
  const billed =
    billTo?.kind === 'company'
      ? [
          billTo.address,
          t('hotel.folio.pdf.tax_id', { taxId: billTo.taxId }),
          t('hotel.folio.pdf.guest', { name: guest.name }),
        ]
      : [guest.company, guest.address, guest.document, guest.email ?? '']
  doc.font('Helvetica').text(billTo?.name ?? guest.name)
  for (const line of billed.filter(Boolean)) doc.text(line)
  doc.moveDown()
  doc.font('Helvetica-Bold').text(t('hotel.folio.pdf.stay'))
  doc.font('Helvetica').text(
    t('hotel.folio.pdf.stay_line', {
      code: stay.code,
      room: stay.roomNumber ?? '—',
      type: stay.roomType,
    })
  )
  doc.text(
    t('hotel.folio.pdf.dates_line', { from: stay.checkIn, to: stay.checkOut, nights: stay.nights })
  )
  doc.moveDown()
}

/* One line per charge under a bold header row. */
function drawCharges(doc: Doc, snapshot: InvoiceSnapshot, money: (cents: number) => string) {
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
      date: t('hotel.folio.date'),
      description: t('hotel.folio.description'),
      net: t('hotel.folio.net'),
      tax: t('hotel.folio.tax'),
      total: t('hotel.folio.total'),
    },
    true
  )
  for (const charge of snapshot.charges) {
    row({
      date: charge.serviceDate,
      description: charge.description,
      net: money(charge.amountCents),
      tax: `${money(charge.taxCents)} (${charge.taxRateBp / 100}%)`,
      total: money(charge.totalCents),
    })
  }
  doc.moveDown()
}

/* The totals, then the payments taken. */
function drawTotals(doc: Doc, snapshot: InvoiceSnapshot, money: (cents: number) => string) {
  const totals: [string, number][] = [
    [t('hotel.folio.subtotal'), snapshot.totals.subtotalCents],
    [t('hotel.folio.tax'), snapshot.totals.taxCents],
    [t('hotel.folio.total'), snapshot.totals.totalCents],
    [t('hotel.folio.paid'), snapshot.totals.paidCents],
    [t('hotel.folio.balance'), snapshot.totals.balanceCents],
  ]
  for (const [label, cents] of totals) {
    const y = doc.y
    doc.font(label === t('hotel.folio.balance') ? 'Helvetica-Bold' : 'Helvetica').fontSize(11)
    doc.text(label, MARGIN + 280, y, { width: 140 })
    doc.text(money(cents), MARGIN + 420, y, { width: 75, align: 'right' })
    doc.x = MARGIN
  }
  if (snapshot.payments.length) {
    doc.moveDown()
    doc.font('Helvetica-Bold').fontSize(11).text(t('hotel.folio.payments'), MARGIN)
    doc.font('Helvetica').fontSize(10)
    for (const payment of snapshot.payments) {
      const kind = payment.isDeposit ? t('hotel.folio.deposit') : t('hotel.folio.payment')
      doc.text(
        `${payment.date.slice(0, 10)}  ${kind} · ${t(`hotel.folio.methods.${payment.method}`)}  ${money(payment.amountCents)}${payment.reference ? `  (${payment.reference})` : ''}`
      )
    }
  }
}
