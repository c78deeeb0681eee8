import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF's pages, joined, as a reader's copy and paste would give it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(document, { mergePages: true })
  return text
}
