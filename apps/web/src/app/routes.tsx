import type { RouteObject } from 'react-router'
import { ErrorPage } from './error-page'
import { appGuard, landingGuard, newBuildGuard, notFoundLoader, roleGuard } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { lazyPage } from './lazy-page'
import { paths } from '../shared/navigation/paths'
import { routeRoles } from './route-access'
import { HydrateFallback, RootLayout } from './root-layout'

/**
 * The route table (spec section 2). Every page is its own lazily loaded chunk; the public layout is in
 * the main chunk because the first page needs it. Guards are loaders, so a redirect happens before
 * anything renders. A pathless route with an errorElement inside each layout keeps errors (and the
 * 404) within the layout; the root errorElement catches what breaks a layout itself.
 */
/** The catch-all routes always throw from their loader; the router still wants a component. */
function NeverRendered() {
  return null
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback,
    errorElement: <ErrorPage standalone />,
    loader: newBuildGuard,
    shouldRevalidate: () => true,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              {
                path: paths.home,
                loader: landingGuard,
                lazy: lazyPage(
                  () =>
                    import('../features/landing/landing-page').then((m) => ({
                      Component: m.LandingPage,
                      messages: m.messages,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.login,
                // Sign-in is a plain request (features/auth/api/sign-in.ts): no query client.
                lazy: lazyPage(
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
                lazy: lazyPage(() =>
                  import('../features/auth/logout-page').then((m) => ({
                    Component: m.LogoutPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.requestPassword,
                lazy: lazyPage(() =>
                  import('../features/auth/request-password-page').then((m) => ({
                    Component: m.RequestPasswordPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.resetPassword,
                lazy: lazyPage(() =>
                  import('../features/auth/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.activateAccount,
                lazy: lazyPage(() =>
                  import('../features/auth/activate-account-page').then((m) => ({
                    Component: m.ActivateAccountPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.registerPeripheral,
                lazy: lazyPage(() =>
                  import('../features/registration/register-peripheral-page').then((m) => ({
                    Component: m.RegisterPeripheralPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.registrationSuccess,
                lazy: lazyPage(() =>
                  import('../features/registration/registration-success-page').then((m) => ({
                    Component: m.RegistrationSuccessPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.bootstrap,
                lazy: lazyPage(() =>
                  import('../features/bootstrap/bootstrap-page').then((m) => ({
                    Component: m.BootstrapPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.calculator,
                lazy: lazyPage(
                  () =>
                    import('../features/calculators/calculator-index-page').then((m) => ({
                      Component: m.CalculatorIndexPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.calculatorDermatology,
                lazy: lazyPage(
                  () =>
                    import('../features/calculators/dermatology-calculator-page').then((m) => ({
                      Component: m.DermatologyCalculatorPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.calculatorRheumatology,
                lazy: lazyPage(
                  () =>
                    import('../features/calculators/rheumatology-calculator-page').then((m) => ({
                      Component: m.RheumatologyCalculatorPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.materialsSystemTherapy,
                lazy: lazyPage(
                  () =>
                    import('../features/materials/system-therapy-page').then((m) => ({
                      Component: m.SystemTherapyPage,
                    })),
                  { queries: false },
                ),
              },
              {
                path: paths.downloadReport,
                lazy: lazyPage(() =>
                  import('../features/reports/download-report-page').then((m) => ({
                    Component: m.DownloadReportPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.evaluation,
                lazy: lazyPage(() =>
                  import('../features/evaluation/evaluation-page').then((m) => ({
                    Component: m.EvaluationPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.export,
                lazy: lazyPage(() =>
                  import('../features/exports/export-page').then((m) => ({
                    Component: m.ExportPage,
                    messages: m.messages,
                  })),
                ),
              },
              {
                path: paths.terms,
                lazy: lazyPage(() =>
                  import('../features/legal/legal-page').then((m) => ({ Component: m.TermsPage })),
                ),
              },
              {
                path: paths.privacy,
                lazy: lazyPage(() =>
                  import('../features/legal/legal-page').then((m) => ({
                    Component: m.PrivacyPage,
                  })),
                ),
              },
              { path: '*', loader: notFoundLoader, Component: NeverRendered },
            ],
          },
        ],
      },
      {
        path: paths.app.home,
        loader: appGuard,
        shouldRevalidate: () => true,
        lazy: lazyPage(() =>
          import('./layouts/app-layout').then((m) => ({
            Component: m.AppLayout,
            messages: m.messages,
          })),
        ),
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              {
                index: true,
                lazy: lazyPage(() =>
                  import('../features/home/dashboard-page').then((m) => ({
                    Component: m.DashboardPage,
                  })),
                ),
              },
              {
                path: paths.app.consultations,
                loader: roleGuard(routeRoles[paths.app.consultations]),
                lazy: lazyPage(() =>
                  import('../features/consultations/consultations-page').then((m) => ({
                    Component: m.ConsultationsPage,
                  })),
                ),
              },
              {
                path: paths.app.consultation,
                loader: roleGuard(routeRoles[paths.app.consultation]),
                lazy: lazyPage(() =>
                  import('../features/consultations/consultation-page').then((m) => ({
                    Component: m.ConsultationPage,
                  })),
                ),
              },
              {
                path: paths.app.detail,
                loader: roleGuard(routeRoles[paths.app.detail]),
                lazy: lazyPage(() =>
                  import('../features/patients/patient-detail-page').then((m) => ({
                    Component: m.PatientDetailPage,
                  })),
                ),
              },
              {
                path: paths.app.detailChart,
                loader: roleGuard(routeRoles[paths.app.detailChart]),
                lazy: lazyPage(() =>
                  import('../features/patient-detail/patient-chart-page').then((m) => ({
                    Component: m.PatientChartPage,
                  })),
                ),
              },
              {
                path: paths.app.detailForm,
                loader: roleGuard(routeRoles[paths.app.detailForm]),
                lazy: lazyPage(() =>
                  import('../features/patient-detail/examination-form-page').then((m) => ({
                    Component: m.ExaminationFormPage,
                  })),
                ),
              },
              {
                path: paths.app.detailReadForm,
                loader: roleGuard(routeRoles[paths.app.detailReadForm]),
                lazy: lazyPage(() =>
                  import('../features/patient-detail/examination-read-page').then((m) => ({
                    Component: m.ExaminationReadPage,
                  })),
                ),
              },
              {
                path: paths.app.doctors,
                loader: roleGuard(routeRoles[paths.app.doctors]),
                lazy: lazyPage(() =>
                  import('../features/doctors/doctors-page').then((m) => ({
                    Component: m.DoctorsPage,
                  })),
                ),
              },
              {
                path: paths.app.audit,
                loader: roleGuard(routeRoles[paths.app.audit]),
                lazy: lazyPage(() =>
                  import('../features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
                ),
              },
              {
                path: paths.app.patients,
                loader: roleGuard(routeRoles[paths.app.patients]),
                lazy: lazyPage(() =>
                  import('../features/patients/patients-page').then((m) => ({
                    Component: m.PatientsPage,
                  })),
                ),
              },
              {
                path: paths.app.profile,
                loader: roleGuard(routeRoles[paths.app.profile]),
                lazy: lazyPage(() =>
                  import('../features/profile/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
                ),
              },
              {
                path: paths.app.representants,
                loader: roleGuard(routeRoles[paths.app.representants]),
                lazy: lazyPage(() =>
                  import('../features/representatives/representatives-page').then((m) => ({
                    Component: m.RepresentativesPage,
                  })),
                ),
              },
              {
                path: paths.app.requests,
                loader: roleGuard(routeRoles[paths.app.requests]),
                lazy: lazyPage(() =>
                  import('../features/referrals/requests-page').then((m) => ({
                    Component: m.RequestsPage,
                  })),
                ),
              },
              {
                path: paths.app.settings,
                loader: roleGuard(routeRoles[paths.app.settings]),
                lazy: lazyPage(() =>
                  import('../features/settings/settings-page').then((m) => ({
                    Component: m.SettingsPage,
                  })),
                ),
              },
              {
                path: paths.app.texts,
                loader: roleGuard(routeRoles[paths.app.texts]),
                lazy: lazyPage(() =>
                  import('../features/texts/texts-page').then((m) => ({ Component: m.TextsPage })),
                ),
              },
              {
                path: paths.app.centers,
                loader: roleGuard(routeRoles[paths.app.centers]),
                lazy: lazyPage(() =>
                  import('../features/centers/centers-page').then((m) => ({
                    Component: m.CentersPage,
                  })),
                ),
              },
              {
                path: paths.app.users,
                loader: roleGuard(routeRoles[paths.app.users]),
                lazy: lazyPage(() =>
                  import('../features/users/users-page').then((m) => ({ Component: m.UsersPage })),
                ),
              },
              {
                path: paths.app.usersAdd,
                loader: roleGuard(routeRoles[paths.app.usersAdd]),
                lazy: lazyPage(() =>
                  import('../features/users/add-user-page').then((m) => ({
                    Component: m.AddUserPage,
                  })),
                ),
              },
              {
                path: paths.app.user,
                loader: roleGuard(routeRoles[paths.app.user]),
                lazy: lazyPage(() =>
                  import('../features/users/user-page').then((m) => ({ Component: m.UserPage })),
                ),
              },
              { path: '*', loader: notFoundLoader, Component: NeverRendered },
            ],
          },
        ],
      },
    ],
  },
]
