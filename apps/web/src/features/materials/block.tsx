import { RichText } from '../../shared/ui/rich-text'
import { listItems, type BlockKind } from './document'
import { useMaterialsMessages } from './materials-messages'
import './materials.css'

/** One block of the materials document, as the page and the texts editor's preview show it. */
export function Block({ kind, text }: { kind: BlockKind; text: string }) {
  const { t } = useMaterialsMessages()
  const labels = { note: t('page.noteLabel'), unverified: t('page.unverifiedLabel') }
  switch (kind) {
    case 'p':
      return (
        <p>
          <RichText text={text} />
        </p>
      )
    case 'h3':
      return <h3>{text}</h3>
    case 'list':
    case 'steps': {
      const items = listItems(text).map((item, index) => (
        <li key={index}>
          <RichText text={item} />
        </li>
      ))
      return kind === 'list' ? <ul>{items}</ul> : <ol>{items}</ol>
    }
    case 'note':
      return (
        <div className="materials__note" role="note" aria-label={labels.note}>
          <p>
            <RichText text={text} />
          </p>
        </div>
      )
    case 'unverified':
      return (
        // A note, not a landmark: several of them would be landmarks of the same name.
        <div className="materials__unverified" role="note" aria-label={labels.unverified}>
          <p>
            <strong className="materials__badge">{labels.unverified}</strong>{' '}
            <RichText text={text} />
          </p>
        </div>
      )
  }
}
