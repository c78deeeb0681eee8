import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'
import { documentSections, listItems, type DocumentBlock } from './document'
import { useMaterialsMessages, type MaterialsMessageKey } from './materials-messages'
import { RichText } from './rich-text'
import './materials.css'

function Block({ block, text, labels }: { block: DocumentBlock; text: string; labels: Labels }) {
  switch (block.kind) {
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
      return block.kind === 'list' ? <ul>{items}</ul> : <ol>{items}</ol>
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

interface Labels {
  readonly note: string
  readonly unverified: string
}

/**
 * /materials/system-therapy: for doctors, when systemic (biologic and targeted) therapy of
 * psoriasis and inflammatory arthritis is indicated, which scores decide it, how to refer through
 * Konzilium. Its structure and texts are the feature catalogue's (document.ts), in both languages.
 */
export function SystemTherapyPage() {
  const { t: tGlobal } = useI18n()
  const { t, keys } = useMaterialsMessages()
  const sections = documentSections(keys())
  const text = (key: string) => t(key as MaterialsMessageKey)
  const labels: Labels = { note: t('page.noteLabel'), unverified: t('page.unverifiedLabel') }
  return (
    <article className="materials">
      <PageHeader title={tGlobal('materials.title')} description={t('page.lead')} />
      <nav className="materials__toc" aria-labelledby="materials-toc">
        <h2 id="materials-toc">{t('page.tocLabel')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.number}>
              <a href={`#${text(section.anchorKey)}`}>{text(section.headingKey)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.number}
          id={text(section.anchorKey)}
          className="materials__section"
          aria-labelledby={`${text(section.anchorKey)}-heading`}
        >
          <h2 id={`${text(section.anchorKey)}-heading`}>{text(section.headingKey)}</h2>
          {section.blocks.map((block) => (
            <Block key={block.key} block={block} text={text(block.key)} labels={labels} />
          ))}
        </section>
      ))}
    </article>
  )
}
