/** Every route of the app in one place (spec §2 route table). */
export const paths = {
  home: '/',
  auth: {
    path: '/auth',
    login: (redirect?: string) => authUrl('login', redirect),
    signup: (redirect?: string) => authUrl('signup', redirect),
  },
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  accountDeletion: '/accountdeletion',
  accountDeletionConfirm: '/accountdeletion/confirm',
  accountDeletionCancel: '/accountdeletion/cancel',
  pricing: '/pricing',
  contact: '/contact',
  about: '/about',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  trial: '/trial',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  contacts: '/contacts',
  contactDetail: (id: string) => `/contacts/${encodeURIComponent(id)}`,
  myContacts: '/my-contacts',
  importConversations: '/conversations/import',
  interactions: '/interactions',
  insights: '/insights',
  map: '/map',
  settings: '/settings',
  billingCheckout: (id: string) => `/billing/checkout/${encodeURIComponent(id)}`,
  billingPortal: '/billing/portal',
  admin: {
    root: '/admin',
    users: '/admin/users',
    insights: '/admin/insights',
    credits: '/admin/credits',
    imports: '/admin/imports',
    usage: '/admin/usage',
    operations: '/admin/operations',
    audit: '/admin/audit',
    admins: '/admin/admins',
  },
} as const;

function authUrl(mode: 'login' | 'signup', redirect?: string): string {
  const params = new URLSearchParams({ mode });
  if (redirect) params.set('redirect', redirect);
  return `/auth?${params.toString()}`;
}
