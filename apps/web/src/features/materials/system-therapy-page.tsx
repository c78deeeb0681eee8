import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'
import { Block } from './block'
import { documentSections } from './document'
import { useMaterialsMessages, type MaterialsMessageKey } from './materials-messages'
import { usePublicTexts } from '../texts'
import './materials.css'

/**
 * /materials/system-therapy: for doctors, when systemic (biologic and targeted) therapy of
 * psoriasis and inflammatory arthritis is indicated, which scores decide it, how to refer through
 * Konzilium. Its structure and texts are the feature catalogue's (document.ts), in both languages.
 */
export function SystemTherapyPage() {
  const { t: tGlobal, locale } = useI18n()
  const { t, keys } = useMaterialsMessages()
  const sections = documentSections(keys())
  // An administrator's wording of a part (ADR 038) replaces the catalogue's once it has arrived.
  const overrides = usePublicTexts('materials', locale)
  const text = (key: string) =>
    overrides.get(`materials.${key}`)?.body ?? t(key as MaterialsMessageKey)
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
            <Block key={block.key} kind={block.kind} text={text(block.key)} />
          ))}
        </section>
      ))}
    </article>
  )
}
