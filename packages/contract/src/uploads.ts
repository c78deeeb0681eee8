import { registerCustomMessages } from './validation-messages'

/**
 * The messages of refused uploads (the server's file store, ADR 035), for any feature that takes
 * files: too large, or not of an allowed type by its content.
 */
registerCustomMessages({
  'upload.tooLarge': {
    cs: 'Soubor je větší, než je povoleno. Zmenšete jej (např. nižší rozlišení snímku) nebo jej rozdělte.',
    en: 'The file is larger than allowed. Make it smaller (e.g. a lower image resolution) or split it.',
  },
  'upload.unsupportedType': {
    cs: 'Tento typ souboru nelze přiložit. Přiložte PDF nebo obrázek JPEG, PNG, WebP či HEIC.',
    en: 'This type of file cannot be attached. Attach a PDF or a JPEG, PNG, WebP or HEIC image.',
  },
  'upload.empty': { cs: 'Soubor je prázdný.', en: 'The file is empty.' },
})
