import PDFDocument from 'pdfkit'

/*
| The frame every business document shares when printed (the hotel's invoice,
| a purchase order): a heading with the document's references, the parties'
| addresses, a table of lines, the totals, notes and a footer. A module supplies
| only the words and figures. Built-in Helvetica only, so nothing is fetched at
| run time; streams are left uncompressed, so the file stays small and its text
| stays searchable by plain tools.
*/
const MARGIN = 50
const GUTTER = 5
const TOTALS_X = MARGIN + 280

export type PdfColumn<Key extends string> = {
  key: Key
  label: string
  width: number
  align: 'left' | 'right'
}

/** A titled block of lines: an address, a stay, payments, notes. */
export type PdfBlock = { heading: string; lines: (string | null | undefined)[] }

export type PdfDocumentContent<Key extends string> = {
  /** The file's metadata. */
  info: { title: string; author: string; subject: string }
  /** The large first line… */
  title: string
  /** …the small lines under it (the issuer's address, tax id)… */
  issuer?: (string | null | undefined)[]
  /** …and the document's own references (number, dates). */
  references: (string | null | undefined)[]
  /** Who the document is from and to, one block after the other. */
  parties: PdfBlock[]
  table: { columns: PdfColumn<Key>[]; rows: Record<Key, string>[] }
  totals: { label: string; value: string; bold?: boolean }[]
  /** Blocks after the totals, each shown only when it has lines. */
  notes?: PdfBlock[]
  footer: string
}

const present = (lines: (string | null | undefined)[]) =>
  lines.filter((line): line is string => Boolean(line))

export function renderPdfDocument<Key extends string>(
  content: PdfDocumentContent<Key>
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: {
      Title: content.info.title,
      Author: content.info.author,
      Subject: content.info.subject,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  drawHeading(doc, content)
  drawParties(doc, content.parties)
  drawTable(doc, content.table)
  drawTotals(doc, content.totals)
  for (const note of content.notes ?? []) {
    const lines = present(note.lines)
    if (!lines.length) continue
    doc.moveDown()
    doc.font('Helvetica-Bold').fontSize(11).text(note.heading, MARGIN)
    doc.font('Helvetica').fontSize(10)
    for (const line of lines) doc.text(line)
  }
  doc.moveDown(2)
  doc.font('Helvetica').fontSize(9).fillColor('#4B5563').text(content.footer, MARGIN)
  doc.end()
  return done
}

type Doc = InstanceType<typeof PDFDocument>

function drawHeading(doc: Doc, content: PdfDocumentContent<string>) {
  doc.font('Helvetica-Bold').fontSize(20).text(content.title)
  const issuer = present(content.issuer ?? [])
  if (issuer.length) {
    doc.font('Helvetica').fontSize(10)
    for (const line of issuer) doc.text(line)
  }
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(11)
  for (const line of present(content.references)) doc.text(line)
  doc.moveDown()
}

function drawParties(doc: Doc, parties: PdfBlock[]) {
  parties.forEach((party, index) => {
    if (index > 0) doc.moveDown(0.5)
    doc.font('Helvetica-Bold').text(party.heading)
    doc.font('Helvetica')
    for (const line of present(party.lines)) doc.text(line)
  })
  doc.moveDown()
}

function drawTable<Key extends string>(
  doc: Doc,
  table: { columns: PdfColumn<Key>[]; rows: Record<Key, string>[] }
) {
  let x = MARGIN
  const placed = table.columns.map((column) => {
    const at = { ...column, x }
    x += column.width + GUTTER
    return at
  })
  const row = (cells: Record<Key, string>, bold = false) => {
    /* Cells are placed side by side at one height, so a row that would cross the bottom margin starts a new page first. */
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage()
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    let bottom = y
    for (const column of placed) {
      doc.text(cells[column.key], column.x, y, { width: column.width, align: column.align })
      bottom = Math.max(bottom, doc.y)
    }
    doc.x = MARGIN
    doc.y = bottom + 4
  }
  row(Object.fromEntries(table.columns.map((column) => [column.key, column.label])) as never, true)
  for (const cells of table.rows) row(cells)
  doc.moveDown()
}

function drawTotals(doc: Doc, totals: { label: string; value: string; bold?: boolean }[]) {
  for (const total of totals) {
    const y = doc.y
    doc.font(total.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11)
    doc.text(total.label, TOTALS_X, y, { width: 140 })
    doc.text(total.value, TOTALS_X + 140, y, { width: 75, align: 'right' })
    doc.x = MARGIN
  }
}
