/*
| The text lines of a PDF written by pdfkit with compression off: each line is
| one TJ array whose hex strings (WinAnsi codes, split where kerning applies)
| are decoded and joined.
*/
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const text = [...array.matchAll(/<([0-9a-fA-F]*)>/g)]
      .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
      .join('')
    lines.push(text)
  }
  return lines
}
