import type { RouteObject } from 'react-router'
import { appGuard, landingGuard, roleGuard } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { paths } from '../shared/navigation/paths'
import { routeRoles } from './route-access'
import type { LazyPageModule } from './lazy-page'
import { notFoundRoute, page, PageErrorBoundary } from './route-elements'
import { RootLayout } from './root-layout'

/**
 * The route table (ADR 019). Every page is its own lazily loaded chunk; the public
 * layout is in the main chunk because the first page needs it. Guards decide before anything
 * renders: a redirect at the root (root-layout.tsx), a 403 or 404 in the route's own layout. A
 * pathless route with an error boundary inside each layout keeps errors (and the 404) within the
 * layout; the router's own boundary catches what breaks a layout itself.
 */
/** A signed-in page, open to the roles that route-access.ts names for its path. */
function appPage(path: keyof typeof routeRoles, load: () => Promise<LazyPageModule>): RouteObject {
  return { path, ...page(load, { guard: roleGuard(routeRoles[path]) }) }
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
                  import('../features/home/dashboard-page').then((m) => ({
                    Component: m.DashboardPage,
                  })),
                ),
              },
              appPage(paths.app.consultations, () =>
                import('../features/consultations/consultations-page').then((m) => ({
                  Component: m.ConsultationsPage,
                })),
              ),
              appPage(paths.app.consultation, () =>
                import('../features/consultations/consultation-page').then((m) => ({
                  Component: m.ConsultationPage,
                })),
              ),
              appPage(paths.app.detail, () =>
                import('../features/patients/patient-detail-page').then((m) => ({
                  Component: m.PatientDetailPage,
                })),
              ),
              appPage(paths.app.detailChart, () =>
                import('../features/patient-detail/patient-chart-page').then((m) => ({
                  Component: m.PatientChartPage,
                })),
              ),
              appPage(paths.app.detailForm, () =>
                import('../features/patient-detail/examination-form-page').then((m) => ({
                  Component: m.ExaminationFormPage,
                })),
              ),
              appPage(paths.app.detailReadForm, () =>
                import('../features/patient-detail/examination-read-page').then((m) => ({
                  Component: m.ExaminationReadPage,
                })),
              ),
              appPage(paths.app.doctors, () =>
                import('../features/doctors/doctors-page').then((m) => ({
                  Component: m.DoctorsPage,
                })),
              ),
              appPage(paths.app.audit, () =>
                import('../features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
              ),
              appPage(paths.app.patients, () =>
                import('../features/patients/patients-page').then((m) => ({
                  Component: m.PatientsPage,
                })),
              ),
              appPage(paths.app.profile, () =>
                import('../features/profile/profile-page').then((m) => ({
                  Component: m.ProfilePage,
                })),
              ),
              appPage(paths.app.representatives, () =>
                import('../features/representatives/representatives-page').then((m) => ({
                  Component: m.RepresentativesPage,
                })),
              ),
              appPage(paths.app.referrals, () =>
                import('../features/referrals/requests-page').then((m) => ({
                  Component: m.RequestsPage,
                })),
              ),
              appPage(paths.app.settings, () =>
                import('../features/settings/settings-page').then((m) => ({
                  Component: m.SettingsPage,
                })),
              ),
              appPage(paths.app.texts, () =>
                import('../features/texts/texts-page').then((m) => ({ Component: m.TextsPage })),
              ),
              appPage(paths.app.centers, () =>
                import('../features/centers/centers-page').then((m) => ({
                  Component: m.CentersPage,
                })),
              ),
              appPage(paths.app.users, () =>
                import('../features/users/users-page').then((m) => ({ Component: m.UsersPage })),
              ),
              appPage(paths.app.usersAdd, () =>
                import('../features/users/add-user-page').then((m) => ({
                  Component: m.AddUserPage,
                })),
              ),
              appPage(paths.app.user, () =>
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
