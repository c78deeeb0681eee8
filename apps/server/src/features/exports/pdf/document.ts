import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

/**
 * The one look of Konzilium's PDF documents (ADR 044): A4, the platform's colours, DejaVu Sans
 * embedded (pdfkit's built-in fonts have no Czech letters such as č, ř, ů), a coloured title band,
 * sections of labelled values and simple tables, a footer with the page number on every page.
 * Built in memory: a report is a few pages.
 */
const require = createRequire(import.meta.url)
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

/** The platform's light theme: primary, its container, text, muted text and lines. */
export const colours = {
  primary: '#4b48bf',
  onPrimary: '#ffffff',
  container: '#e3e1ff',
  onContainer: '#2e2b8f',
  text: '#1d1b20',
  muted: '#5f5c66',
  line: '#cac4d0',
}

const margin = 48
const labelWidth = 170

export type Cell = string | null | undefined
export type Column = { label: string; width: number }

export type PdfWriter = {
  /** A section heading in the primary colour. */
  section: (title: string) => void
  /** Label and value rows; empty values show a dash. */
  fields: (rows: readonly [string, Cell][]) => void
  /** A paragraph of plain text (muted, for notes such as "none"). */
  paragraph: (text: string, options?: { muted?: boolean }) => void
  /** A table with a header row; widths are fractions of the text width. */
  table: (columns: readonly Column[], rows: readonly Cell[][]) => void
}

export type PdfMeta = {
  title: string
  subtitle: string
  /** The footer's words before the page number ("Strana 1 z 2"). */
  footer: string
  page: (page: number, pages: number) => string
  language: string
}

const dash = '–'
const show = (value: Cell) => (value === null || value === undefined || value === '' ? dash : value)

/** Renders a document and answers its bytes. */
export async function renderPdf(meta: PdfMeta, write: (pdf: PdfWriter) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin + 16, left: margin, right: margin },
    font: regularFont,
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    info: {
      Title: meta.title,
      Subject: meta.subtitle,
      Creator: 'Konzilium',
      Producer: 'Konzilium',
    },
  })
  doc.registerFont('regular', regularFont)
  doc.registerFont('bold', boldFont)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const width = doc.page.width - margin * 2

  titleBand(doc, meta, width)
  write(writer(doc, width))
  footers(doc, meta, width)
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

function titleBand(doc: PDFKit.PDFDocument, meta: PdfMeta, width: number) {
  doc.rect(0, 0, doc.page.width, 96).fill(colours.primary)
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(colours.container)
    .text('Konzilium', margin, 22, { width })
  doc.font('bold').fontSize(20).fillColor(colours.onPrimary).text(meta.title, margin, 38, { width })
  doc.font('regular').fontSize(9).fillColor(colours.container).text(meta.subtitle, margin, 68, {
    width,
  })
  doc.fillColor(colours.text).text('', margin, 120)
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
}

function writer(doc: PDFKit.PDFDocument, width: number): PdfWriter {
  return {
    section(title) {
      ensureRoom(doc, 60)
      doc.moveDown(0.8)
      const y = doc.y
      doc.rect(margin, y, 4, 16).fill(colours.primary)
      doc
        .font('bold')
        .fontSize(13)
        .fillColor(colours.onContainer)
        .text(title, margin + 12, y + 1, { width: width - 12 })
      doc.moveDown(0.4)
      doc.fillColor(colours.text)
    },
    fields(rows) {
      for (const [label, value] of rows) {
        const text = show(value)
        doc.font('regular').fontSize(10)
        const height = Math.max(
          doc.heightOfString(label, { width: labelWidth - 8 }),
          doc.heightOfString(text, { width: width - labelWidth }),
        )
        ensureRoom(doc, height + 4)
        const y = doc.y
        doc.fillColor(colours.muted).text(label, margin, y, { width: labelWidth - 8 })
        doc
          .fillColor(colours.text)
          .text(text, margin + labelWidth, y, { width: width - labelWidth })
        doc.x = margin
        doc.y = y + height + 4
      }
    },
    paragraph(text, options) {
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(options?.muted ? colours.muted : colours.text)
      ensureRoom(doc, doc.heightOfString(text, { width }))
      doc.text(text, margin, doc.y, { width })
      doc.fillColor(colours.text)
    },
    table(columns, rows) {
      const widths = columns.map((column) => column.width * width)
      const row = (cells: readonly Cell[], header: boolean) => {
        doc.font(header ? 'bold' : 'regular').fontSize(header ? 9 : 9.5)
        const texts = cells.map(show)
        const height = Math.max(
          ...texts.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 6 })),
        )
        ensureRoom(doc, height + 8)
        const y = doc.y
        if (header) doc.rect(margin, y - 2, width, height + 6).fill(colours.container)
        let x = margin
        texts.forEach((text, i) => {
          doc
            .fillColor(header ? colours.onContainer : colours.text)
            .text(text, x + 3, y + 1, { width: (widths[i] ?? 0) - 6 })
          x += widths[i] ?? 0
        })
        const bottom = y + height + 5
        doc
          .moveTo(margin, bottom)
          .lineTo(margin + width, bottom)
          .lineWidth(0.5)
          .strokeColor(colours.line)
          .stroke()
        doc.x = margin
        doc.y = bottom + 3
      }
      row(
        columns.map((column) => column.label),
        true,
      )
      for (const cells of rows) row(cells, false)
      doc.fillColor(colours.text)
    },
  }
}

function footers(doc: PDFKit.PDFDocument, meta: PdfMeta, width: number) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const y = doc.page.height - margin
    // Below the bottom margin: without this, writing there would open a new page.
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colours.muted)
      .text(meta.footer, margin, y, { width: width * 0.75, lineBreak: false })
      .text(meta.page(i + 1, range.count), margin, y, { width, align: 'right', lineBreak: false })
  }
}
