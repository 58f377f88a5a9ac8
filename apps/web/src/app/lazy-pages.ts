import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A page in its own chunk (React.lazy for our named exports), with `preload()` to start loading it
 * early. A page whose code has already arrived when it first renders is rendered at once instead of
 * suspending: a suspended render shows the fallback and React then holds the content back for up to
 * 300 ms (its throttling of Suspense reveals), which a preloaded page does not need to pay.
 */
// biome-ignore lint/suspicious/noExplicitAny: props vary per page; each lazy component keeps its own.
function page<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const preload = () => {
    loading ??= load().then((m) => {
      loaded = m[name];
      return loaded;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: ComponentProps<C>) {
    // Decided once per mount, so a page first shown through Suspense is never remounted later.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}

/**
 * The paths of the public site (src/site) are static HTML the server serves (decision 013); inside the
 * app each is one page that loads the server's HTML. A component of its own per path, so moving from
 * one to another remounts it, as a page does.
 */
const staticSitePage = () => page(() => import('@/pages/public/static-site-page'), 'StaticSitePage');

export const LandingPage = page(() => import('@/pages/public/landing-page'), 'LandingPage');
export const AuthPage = page(() => import('@/pages/public/auth-page'), 'AuthPage');
export const ResetPasswordPage = page(() => import('@/pages/public/reset-password-page'), 'ResetPasswordPage');
export const TermsPage = staticSitePage();
export const PrivacyPage = staticSitePage();
export const AccountDeletionPage = staticSitePage();
export const AccountDeletionConfirmPage = page(() => import('@/pages/public/account-deletion-link-page'), 'AccountDeletionConfirmPage');
export const AccountDeletionCancelPage = page(() => import('@/pages/public/account-deletion-link-page'), 'AccountDeletionCancelPage');
export const PricingPage = staticSitePage();
export const ContactPage = staticSitePage();
export const AboutPage = staticSitePage();
export const BlogPage = staticSitePage();
export const BlogPostPage = staticSitePage();
export const NotFoundPage = page(() => import('@/pages/public/not-found-page'), 'NotFoundPage');

export const TrialPage = page(() => import('@/pages/app/trial-page'), 'TrialPage');
export const OnboardingPage = page(() => import('@/pages/app/onboarding-page'), 'OnboardingPage');
export const CheckoutPage = page(() => import('@/pages/app/checkout-page'), 'CheckoutPage');
export const BillingPortalPage = page(() => import('@/pages/app/billing-portal-page'), 'BillingPortalPage');
export const ContactsPage = page(() => import('@/pages/app/contacts-page'), 'ContactsPage');
export const ConversationImportPage = page(() => import('@/pages/app/conversation-import-page'), 'ConversationImportPage');
export const InsightsPage = page(() => import('@/pages/app/insights-page'), 'InsightsPage');
export const MapPage = page(() => import('@/pages/app/map-page'), 'MapPage');
export const SettingsPage = page(() => import('@/pages/app/settings-page'), 'SettingsPage');
export const OAuthConsentPage = page(() => import('@/pages/app/oauth-consent-page'), 'OAuthConsentPage');

export const AppShell = page(() => import('@/app/shell/app-shell'), 'AppShell');
export const AdminLayout = page(() => import('@/app/admin/admin-layout'), 'AdminLayout');
export const AdminOverviewPage = page(() => import('@/pages/admin/admin-overview-page'), 'AdminOverviewPage');
export const AdminUsersPage = page(() => import('@/pages/admin/admin-users-page'), 'AdminUsersPage');
export const AdminUserPage = page(() => import('@/pages/admin/admin-user-page'), 'AdminUserPage');
export const AdminInsightsPage = page(() => import('@/pages/admin/admin-insights-page'), 'AdminInsightsPage');
export const AdminCreditsPage = page(() => import('@/pages/admin/admin-credits-page'), 'AdminCreditsPage');
export const AdminImportsPage = page(() => import('@/pages/admin/admin-imports-page'), 'AdminImportsPage');
export const AdminUsagePage = page(() => import('@/pages/admin/admin-usage-page'), 'AdminUsagePage');
export const AdminOperationsPage = page(() => import('@/pages/admin/admin-operations-page'), 'AdminOperationsPage');
export const AdminAuditPage = page(() => import('@/pages/admin/admin-audit-page'), 'AdminAuditPage');
export const AdminAdminsPage = page(() => import('@/pages/admin/admin-admins-page'), 'AdminAdminsPage');
