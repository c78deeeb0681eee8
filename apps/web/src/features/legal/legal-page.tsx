import { useQuery } from '@tanstack/react-query'
import { Link } from '../../shared/navigation/link'
import { getClientConfiguration } from '../../shared/client-config/client-configuration'
import { useI18n } from '../../shared/i18n/use-i18n'
import type { Locale } from '../../shared/i18n/locale'
import { paths } from '../../shared/navigation/paths'
import { PageHeader } from '../../shared/ui/page-header'
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
  other,
}: {
  document: (locale: Locale, controller: Controller) => LegalDocument
  other: 'terms' | 'privacy'
}) {
  const { t, locale } = useI18n()
  const document = build(locale, useController())
  return (
    <article className="legal">
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
      <p>
        <Link to={other === 'terms' ? paths.terms : paths.privacy}>{t(`footer.${other}`)}</Link>
      </p>
    </article>
  )
}

/** /terms: the terms of use, in the visitor's language. */
export function TermsPage() {
  return <LegalPage document={termsOfUse} other="privacy" />
}

/** /privacy: the privacy notice, naming the configured controller. */
export function PrivacyPage() {
  return <LegalPage document={privacyNotice} other="terms" />
}
