import { createBrowserRouter } from 'react-router';
import { GuestOnly } from './guards/guest-only';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import * as Pages from './lazy-pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { FallbackRoute, HomeRoute } from './session-routes';

/** Every route of the spec's route table (§2). Pages are lazy chunks. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        path: '/auth',
        element: (
          <GuestOnly>
            <Pages.AuthPage />
          </GuestOnly>
        ),
      },
      { path: '/reset-password', element: <Pages.ResetPasswordPage /> },
      { path: '/terms', element: <Pages.TermsPage /> },
      { path: '/privacy', element: <Pages.PrivacyPage /> },
      { path: '/accountdeletion', element: <Pages.AccountDeletionPage /> },
      { path: '/accountdeletion/confirm', element: <Pages.AccountDeletionConfirmPage /> },
      { path: '/accountdeletion/cancel', element: <Pages.AccountDeletionCancelPage /> },
      { path: '/pricing', element: <Pages.PricingPage /> },
      { path: '/contact', element: <Pages.ContactPage /> },
      { path: '/about', element: <Pages.AboutPage /> },
      { path: '/blog', element: <Pages.BlogPage /> },
      { path: '/blog/:slug', element: <Pages.BlogPostPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/trial', element: <Pages.TrialPage /> },
          { path: '/onboarding', element: <Pages.OnboardingPage /> },
          { path: '/billing/checkout/:id', element: <Pages.CheckoutPage /> },
          { path: '/billing/portal', element: <Pages.BillingPortalPage /> },
          { path: '/oauth/consent', element: <Pages.OAuthConsentPage /> },
          {
            element: <Pages.AppShell />,
            children: [
              { path: '/dashboard', element: <Pages.ContactsPage /> },
              { path: '/contacts', element: <Pages.ContactsPage /> },
              { path: '/contacts/:id', element: <Pages.ContactsPage /> },
              { path: '/my-contacts', element: <Pages.ContactsPage /> },
              { path: '/conversations/import', element: <Pages.ConversationImportPage /> },
              { path: '/interactions', element: <Pages.ContactsPage /> },
              { path: '/insights', element: <Pages.InsightsPage /> },
              { path: '/map', element: <Pages.MapPage /> },
              { path: '/settings', element: <Pages.SettingsPage /> },
            ],
          },
          {
            path: '/admin',
            element: (
              <RequireAdmin>
                <Pages.AdminLayout />
              </RequireAdmin>
            ),
            children: [
              { index: true, element: <Pages.AdminOverviewPage /> },
              { path: 'users', element: <Pages.AdminUsersPage /> },
              { path: 'users/:id', element: <Pages.AdminUserPage /> },
              { path: 'insights', element: <Pages.AdminInsightsPage /> },
              { path: 'credits', element: <Pages.AdminCreditsPage /> },
              { path: 'imports', element: <Pages.AdminImportsPage /> },
              { path: 'usage', element: <Pages.AdminUsagePage /> },
              { path: 'operations', element: <Pages.AdminOperationsPage /> },
              { path: 'audit', element: <Pages.AdminAuditPage /> },
              { path: 'admins', element: <Pages.AdminAdminsPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <FallbackRoute /> },
    ],
  },
]);
