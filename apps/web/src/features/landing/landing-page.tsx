import type { ComponentType } from 'react'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import type { MessageKey } from '../../shared/i18n/i18n-store'
import { useI18n } from '../../shared/i18n/use-i18n'
import { ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import {
  ArrowRightIcon,
  CalculatorIcon,
  ChartIcon,
  ChatIcon,
  RequestIcon,
  ShieldIcon,
} from '../../shared/ui/icons'
import { PageHeaderTitle } from './page-header-title'
import { HeroIllustration } from './hero-illustration'
import './landing.css'
import { landingMessages } from '../../shared/i18n/parts/landing'
import { usePublicTexts } from '../texts'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [landingMessages]

interface Feature {
  icon: ComponentType
  title: MessageKey
  text: MessageKey
}

const features: Feature[] = [
  {
    icon: RequestIcon,
    title: 'landing.features.referrals.title',
    text: 'landing.features.referrals.text',
  },
  {
    icon: CalculatorIcon,
    title: 'landing.features.calculators.title',
    text: 'landing.features.calculators.text',
  },
  {
    icon: ChatIcon,
    title: 'landing.features.consultations.title',
    text: 'landing.features.consultations.text',
  },
  {
    icon: ChartIcon,
    title: 'landing.features.followUp.title',
    text: 'landing.features.followUp.text',
  },
]

const audience: [MessageKey, MessageKey][] = [
  ['landing.audience.peripheral.title', 'landing.audience.peripheral.text'],
  ['landing.audience.centre.title', 'landing.audience.centre.text'],
  ['landing.audience.rep.title', 'landing.audience.rep.text'],
  ['landing.audience.patient.title', 'landing.audience.patient.text'],
]

const steps: [MessageKey, MessageKey][] = [
  ['landing.steps.register.title', 'landing.steps.register.text'],
  ['landing.steps.patient.title', 'landing.steps.patient.text'],
  ['landing.steps.send.title', 'landing.steps.send.text'],
  ['landing.steps.decide.title', 'landing.steps.decide.text'],
]

const diagnoses: MessageKey[] = [
  'landing.diagnoses.psoriasis',
  'landing.diagnoses.psa',
  'landing.diagnoses.ra',
  'landing.diagnoses.axspa',
]

/**
 * The public front page for doctors: what Konzilium does, for whom, and how to start. Its texts
 * are plain text (no Markdown), in the catalogue or as an administrator reworded them.
 */
export function LandingPage() {
  const { t: catalogue, locale } = useI18n()
  // An administrator's wording (ADR 038) replaces a catalogue text once it has arrived.
  const overrides = usePublicTexts('landing', locale)
  const t = (key: MessageKey) => overrides.get(key)?.body ?? catalogue(key)
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="landing-title">
        <div>
          <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
          <PageHeaderTitle
            id="landing-title"
            title={t('landing.title')}
            documentTitle={t('landing.documentTitle')}
          />
          <p className="hero__lead">{t('landing.lead')}</p>
          <div className="hero__actions">
            <ButtonLink to={paths.login}>{t('landing.cta.signIn')}</ButtonLink>
            <ButtonLink to={paths.registerPeripheral} variant="secondary">
              {t('landing.cta.register')}
            </ButtonLink>
          </div>
          <p className="hero__note">{t('landing.cta.note')}</p>
        </div>
        <div className="hero__art">
          <HeroIllustration />
        </div>
      </section>

      <section aria-labelledby="landing-features">
        <h2 id="landing-features">{t('landing.features.title')}</h2>
        <div className="landing-grid">
          {features.map(({ icon: Icon, title, text }) => (
            <Card
              key={title}
              headingLevel={3}
              title={
                <>
                  <Icon />
                  {t(title)}
                </>
              }
            >
              <p>{t(text)}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="landing-diagnoses">
        <h2 id="landing-diagnoses">{t('landing.diagnoses.title')}</h2>
        <p>{t('landing.diagnoses.intro')}</p>
        <ul className="diagnoses">
          {diagnoses.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="landing-audience">
        <h2 id="landing-audience">{t('landing.audience.title')}</h2>
        <ul className="audience">
          {audience.map(([title, text]) => (
            <li key={title}>
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('landing.steps.title')}</h2>
        <ol className="steps">
          {steps.map(([title, text]) => (
            <li key={title}>
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="landing-resources">
        <h2 id="landing-resources">{t('landing.resources.title')}</h2>
        <div className="landing-grid">
          <Card headingLevel={3} title={t('landing.resources.calculators.title')}>
            <p>{t('landing.resources.calculators.text')}</p>
            <Link to={paths.calculator}>
              {t('landing.resources.calculators.link')} <ArrowRightIcon />
            </Link>
          </Card>
          <Card headingLevel={3} title={t('landing.resources.materials.title')}>
            <p>{t('landing.resources.materials.text')}</p>
            <Link to={paths.materialsSystemTherapy}>
              {t('landing.resources.materials.link')} <ArrowRightIcon />
            </Link>
          </Card>
        </div>
      </section>

      <section className="privacy" aria-labelledby="landing-privacy">
        <ShieldIcon />
        <div>
          <h2 id="landing-privacy">{t('landing.privacy.title')}</h2>
          <p>{t('landing.privacy.text')}</p>
        </div>
      </section>

      <section className="join" aria-labelledby="landing-join">
        <h2 id="landing-join">{t('landing.join.title')}</h2>
        <p>{t('landing.join.text')}</p>
        <div className="hero__actions">
          <ButtonLink to={paths.registerPeripheral}>{t('landing.join.cta')}</ButtonLink>
        </div>
      </section>
    </div>
  )
}
