import { useQuery } from '@tanstack/react-query'
import { Link } from '../../shared/navigation/link'
import { getClientConfiguration } from '../../shared/client-config/client-configuration'
import { useI18n } from '../../shared/i18n/use-i18n'
import type { Locale } from '../../shared/i18n/locale'
import { paths } from '../../shared/navigation/paths'
import { PageHeader } from '../../shared/ui/page-header'
import { MarkdownText } from '../../shared/ui/rich-text'
import { usePublicTexts } from '../texts'
import { privacyNotice, termsOfUse, type Controller, type LegalDocument } from './documents'
import './legal.css'

function useController(): Controller {
  const configuration = useQuery({
    queryKey: ['client-configuration'],
    queryFn: getClientConfiguration,
    staleTime: Infinity,
  })
  const data = configuration.data
  return {
    name: data?.controllerName,
    address: data?.controllerAddress,
    email: data?.controllerEmail,
  }
}

function LegalPage({
  document: build,
  name,
  other,
}: {
  document: (locale: Locale, controller: Controller) => LegalDocument
  name: 'terms' | 'privacy'
  other: 'terms' | 'privacy'
}) {
  const { t, locale } = useI18n()
  const document = build(locale, useController())
  // An administrator's wording (ADR 038) replaces the whole built-in document once it arrived.
  const override = usePublicTexts('legal', locale).get(`legal.${name}`)
  return (
    <article className="legal">
      {override ? (
        <>
          <PageHeader title={override.title || document.title} />
          <MarkdownText text={override.body} />
        </>
      ) : (
        <BuiltInDocument document={document} />
      )}
      <p>
        <Link to={other === 'terms' ? paths.terms : paths.privacy}>{t(`footer.${other}`)}</Link>
      </p>
    </article>
  )
}

function BuiltInDocument({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader title={document.title} description={document.description} />
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={`legal-${section.id}`}>
          <h2 id={`legal-${section.id}`}>{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  )
}

/** /terms: the terms of use, in the visitor's language. */
export function TermsPage() {
  return <LegalPage document={termsOfUse} name="terms" other="privacy" />
}

/** /privacy: the privacy notice, naming the configured controller. */
export function PrivacyPage() {
  return <LegalPage document={privacyNotice} name="privacy" other="terms" />
}
