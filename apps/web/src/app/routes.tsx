import type { RouteObject } from 'react-router'
import { appGuard, landingGuard, pageGuard } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { paths } from '../shared/navigation/paths'
import type { LazyPageModule } from './lazy-page'
import type { Need } from '../shared/session/may-call'
import { notFoundRoute, page, PageErrorBoundary } from './route-elements'
import { RootLayout } from './root-layout'

/**
 * The route table (ADR 019). Every page is its own lazily loaded chunk; the public
 * layout is in the main chunk because the first page needs it. Guards decide before anything
 * renders: a redirect at the root (root-layout.tsx), a 403 or 404 in the route's own layout. A
 * pathless route with an error boundary inside each layout keeps errors (and the 404) within the
 * layout; the router's own boundary catches what breaks a layout itself.
 */
/**
 * A signed-in page, open to the roles the policy allows every action it needs (the `access` of the
 * endpoints the page calls, ADR 014): a role whose every call would be refused is not offered the
 * page. The route table names the actions rather than the endpoint entries, so the first view's
 * code carries no endpoint group; `route-access.test.ts` holds each page's roles.
 */
function appPage(
  path: string,
  needs: readonly Need[],
  load: () => Promise<LazyPageModule>,
): RouteObject {
  return { path, ...page(load, { guard: pageGuard(needs) }) }
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PageErrorBoundary />,
            children: [
              {
                path: paths.home,
                ...page(
                  () =>
                    import('../features/landing/landing-page').then((m) => ({
                      Component: m.LandingPage,
                      messages: m.messages,
                    })),
                  { queries: false, guard: landingGuard },
                ),
              },
              {
                path: paths.login,
                // Sign-in is a plain request (features/auth/api/sign-in.ts): no query client.
                ...page(
                  () =>
                    import('../features/auth/login-page').then((m) => ({
                      Component: m.LoginPage,
                      messages: m.messages,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.logout,
                ...page(() =>
                  import('../features/auth/logout-page').then((m) => ({
                    Component: m.LogoutPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.requestPassword,
                ...page(() =>
                  import('../features/auth/request-password-page').then((m) => ({
                    Component: m.RequestPasswordPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.resetPassword,
                ...page(() =>
                  import('../features/auth/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.activateAccount,
                ...page(() =>
                  import('../features/auth/activate-account-page').then((m) => ({
                    Component: m.ActivateAccountPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.registerPeripheral,
                ...page(() =>
                  import('../features/registration/register-peripheral-page').then((m) => ({
                    Component: m.RegisterPeripheralPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.registrationSuccess,
                ...page(() =>
                  import('../features/registration/registration-success-page').then((m) => ({
                    Component: m.RegistrationSuccessPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.bootstrap,
                ...page(() =>
                  import('../features/bootstrap/bootstrap-page').then((m) => ({
                    Component: m.BootstrapPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.calculator,
                ...page(
                  () =>
                    import('../features/calculators/calculator-index-page').then((m) => ({
                      Component: m.CalculatorIndexPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.calculatorDermatology,
                ...page(
                  () =>
                    import('../features/calculators/dermatology-calculator-page').then((m) => ({
                      Component: m.DermatologyCalculatorPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.calculatorRheumatology,
                ...page(
                  () =>
                    import('../features/calculators/rheumatology-calculator-page').then((m) => ({
                      Component: m.RheumatologyCalculatorPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.materialsSystemTherapy,
                ...page(
                  () =>
                    import('../features/materials/system-therapy-page').then((m) => ({
                      Component: m.SystemTherapyPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.downloadReport,
                ...page(() =>
                  import('../features/reports/download-report-page').then((m) => ({
                    Component: m.DownloadReportPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.evaluation,
                ...page(() =>
                  import('../features/evaluation/evaluation-page').then((m) => ({
                    Component: m.EvaluationPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.export,
                ...page(() =>
                  import('../features/exports/export-page').then((m) => ({
                    Component: m.ExportPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.terms,
                ...page(() =>
                  import('../features/legal/legal-page').then((m) => ({ Component: m.TermsPage })),
                ),
              },
              {
                path: paths.privacy,
                ...page(() =>
                  import('../features/legal/legal-page').then((m) => ({
                    Component: m.PrivacyPage,
                  })),
                ),
              },
              notFoundRoute,
            ],
          },
        ],
      },
      {
        path: paths.app.home,
        ...page(
          () =>
            import('./layouts/app-layout').then((m) => ({
              Component: m.AppLayout,
              messages: m.messages,
            })),
          { guard: appGuard },
        ),
        children: [
          {
            element: <PageErrorBoundary />,
            children: [
              {
                index: true,
                ...page(() =>
                  import('../features/home/home-page').then((m) => ({
                    Component: m.HomePage,
                  })),
                ),
              },
              appPage(paths.app.consultations, ['consultations.read'], () =>
                import('../features/consultations/consultations-page').then((m) => ({
                  Component: m.ConsultationsPage,
                })),
              ),
              appPage(paths.app.consultation, ['consultations.read'], () =>
                import('../features/consultations/consultation-page').then((m) => ({
                  Component: m.ConsultationPage,
                })),
              ),
              appPage(paths.app.detail, ['patients.read'], () =>
                import('../features/patients/patient-detail-page').then((m) => ({
                  Component: m.PatientDetailPage,
                })),
              ),
              appPage(paths.app.detailChart, ['charts.read'], () =>
                import('../features/charts/patient-chart-page').then((m) => ({
                  Component: m.PatientChartPage,
                })),
              ),
              appPage(paths.app.detailForm, ['forms.write'], () =>
                import('../features/forms/examination-form-page').then((m) => ({
                  Component: m.ExaminationFormPage,
                })),
              ),
              appPage(paths.app.detailReadForm, ['forms.read'], () =>
                import('../features/forms/examination-read-page').then((m) => ({
                  Component: m.ExaminationReadPage,
                })),
              ),
              appPage(paths.app.doctors, ['center-doctors.read', 'peripheral-doctors.read'], () =>
                import('../features/doctors/doctors-page').then((m) => ({
                  Component: m.DoctorsPage,
                })),
              ),
              appPage(paths.app.audit, ['audit.read'], () =>
                import('../features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
              ),
              appPage(paths.app.diagnostics, ['diagnostics.run'], () =>
                import('../features/diagnostics/diagnostics-page').then((m) => ({
                  Component: m.DiagnosticsPage,
                })),
              ),
              appPage(
                paths.app.patients, // The list of the patients one keeps: a patient reaches the own record from the home.
                ['patients.read', 'patients.create'],
                () =>
                  import('../features/patients/patients-page').then((m) => ({
                    Component: m.PatientsPage,
                  })),
              ),
              // The public calculators inside the signed-in layout: the same pages, no endpoint.
              {
                path: paths.app.calculator,
                ...page(
                  () =>
                    import('../features/calculators/calculator-index-page').then((m) => ({
                      Component: m.CalculatorIndexPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.app.calculatorDermatology,
                ...page(
                  () =>
                    import('../features/calculators/dermatology-calculator-page').then((m) => ({
                      Component: m.DermatologyCalculatorPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.app.calculatorRheumatology,
                ...page(
                  () =>
                    import('../features/calculators/rheumatology-calculator-page').then((m) => ({
                      Component: m.RheumatologyCalculatorPage,
                    })),
                  { queries: false },
                ),
              },
              appPage(paths.app.profile, ['account.self'], () =>
                import('../features/profile/profile-page').then((m) => ({
                  Component: m.ProfilePage,
                })),
              ),
              appPage(paths.app.representatives, ['reps.read', 'reps.invite'], () =>
                import('../features/representatives/representatives-page').then((m) => ({
                  Component: m.RepresentativesPage,
                })),
              ),
              appPage(paths.app.referrals, ['referrals.read'], () =>
                import('../features/referrals/referrals-page').then((m) => ({
                  Component: m.ReferralsPage,
                })),
              ),
              appPage(paths.app.settings, ['account.self'], () =>
                import('../features/settings/settings-page').then((m) => ({
                  Component: m.SettingsPage,
                })),
              ),
              appPage(
                paths.app.statistics, // Aggregate counts, small numbers suppressed (ADR 045).
                ['statistics.read'],
                () =>
                  import('../features/statistics/statistics-page').then((m) => ({
                    Component: m.StatisticsPage,
                  })),
              ),
              appPage(
                paths.app.texts, // The platform's editable texts (ADR 038).
                ['texts.manage'],
                () =>
                  import('../features/texts/texts-page').then((m) => ({ Component: m.TextsPage })),
              ),
              appPage(
                paths.app.centers, // Admins manage centres, centre doctors edit their own (ADR 015).
                ['centers.read', 'centers.update'],
                () =>
                  import('../features/centers/centers-page').then((m) => ({
                    Component: m.CentersPage,
                  })),
              ),
              appPage(paths.app.users, ['users.manage'], () =>
                import('../features/users/users-page').then((m) => ({ Component: m.UsersPage })),
              ),
              appPage(paths.app.usersAdd, ['peripheral-doctors.invite'], () =>
                import('../features/users/add-user-page').then((m) => ({
                  Component: m.AddUserPage,
                })),
              ),
              appPage(paths.app.user, ['users.manage'], () =>
                import('../features/users/user-page').then((m) => ({ Component: m.UserPage })),
              ),
              notFoundRoute,
            ],
          },
        ],
      },
    ],
  },
]
