import { PROFILE_MESSAGES } from '@tradeloom/domain';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { ExportDataCard } from '@/features/account/components/export-data-card';
import { NotificationsCard } from '@/features/account/components/notifications-card';
import { ProfileOverviewCard } from '@/features/account/components/profile-overview-card';
import { useIsAdmin } from '@/features/admin/api/get-admin-status';
import { AdminNotice } from '@/features/admin/components/admin-notice';
import { ApiTokensCard } from '@/features/api-tokens/components/api-tokens-card';
import { ConnectedClients } from '@/features/api-tokens/components/connected-clients';
import { announceCheckoutReturn } from '@/features/billing/api/billing-api';
import { BillingCard } from '@/features/billing/components/billing-card';
import { CapturedDataCard } from '@/features/capture-sources/components/captured-data-card';
import { contactExportUrl } from '@/features/contacts/api/export-contacts';
import { CommoditiesField } from '@/features/contacts/components/commodities-field';
import { ConversationImportsCard } from '@/features/conversations/components/conversation-imports-card';
import { DemoModeSetting } from '@/features/demo/components/demo-mode-setting';
import { MailboxesCard } from '@/features/mailboxes/components/mailboxes-card';
import { AutoScanCard } from '@/features/priorities/components/auto-scan-card';
import { BusinessPrioritiesCard } from '@/features/priorities/components/business-priorities-card';
import { SecurityCard } from '@/features/security/components/security-card';
import { AppearanceCard } from '@/features/settings/components/appearance-card';
import { useAuthSession } from '@/lib/use-auth-session';

/** Cards a link can open the page at (/settings?tab=billing), by their element ids. */
const SECTIONS: string[] = [
  'profile',
  'billing',
  'priorities',
  'auto-scan',
  'security',
  'api',
  'mailboxes',
  'conversation-imports',
  'captured-data',
  'notifications',
  'export',
  'delete-account',
  'appearance',
];

function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-20">
      {children}
    </div>
  );
}

/**
 * Settings (spec §2 'Settings page'): the cards in the spec's order. The page is where the features
 * meet: it gives the account cards the admin flag and the contacts export link, and the priorities
 * card the contacts' commodities field.
 */
export function SettingsPage() {
  const auth = useAuthSession();
  const { isAdmin } = useIsAdmin(auth.session?.user.id);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const sessionId = params.get('session_id');
  // Back from a checkout: say so once, then drop the id from the address.
  useEffect(() => {
    if (!sessionId) return;
    void announceCheckoutReturn(sessionId);
    const next = new URLSearchParams(params);
    next.delete('session_id');
    setParams(next, { replace: true });
  }, [sessionId, params, setParams]);
  // Back from the link sent to a new e-mail address (decision 021): say how it went, once.
  const emailChange = params.get('email_change');
  useEffect(() => {
    if (!emailChange) return;
    if (emailChange === 'confirmed') toast.success(PROFILE_MESSAGES.emailChanged, { id: 'email-change' });
    else if (emailChange === 'taken') toast.error(PROFILE_MESSAGES.emailTaken, { id: 'email-change' });
    else toast.error(PROFILE_MESSAGES.emailChangeInvalid, { id: 'email-change' });
    const next = new URLSearchParams(params);
    next.delete('email_change');
    setParams(next, { replace: true });
  }, [emailChange, params, setParams]);
  // The first e-mail link to an unconfirmed account removed a password set before (decision 021).
  const passwordRemoved = params.get('password_removed') === '1';
  useEffect(() => {
    if (!passwordRemoved) return;
    toast.warning(PROFILE_MESSAGES.passwordRemoved, { id: 'password-removed', duration: 15_000 });
    const next = new URLSearchParams(params);
    next.delete('password_removed');
    setParams(next, { replace: true });
  }, [passwordRemoved, params, setParams]);
  useEffect(() => {
    if (!tab || !SECTIONS.includes(tab)) return;
    // The cards render their data a moment later; wait a frame so the position is right.
    const frame = requestAnimationFrame(() => document.getElementById(tab)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [tab]);

  return (
    <>
      <PageMeta title="Settings" />
      <PageHeader
        title="Settings"
        description="Profile, billing, business priorities, security, AI clients, mailboxes, conversation imports, captured data and appearance."
      />
      <div className="mt-4 grid max-w-3xl gap-6">
        <AdminNotice />
        <Section id="profile">
          <ProfileOverviewCard isAdmin={isAdmin} />
        </Section>
        <Section id="billing">
          <BillingCard />
        </Section>
        <Section id="priorities">
          <BusinessPrioritiesCard commoditiesField={(field) => <CommoditiesField {...field} />} />
        </Section>
        <Section id="auto-scan">
          <AutoScanCard />
        </Section>
        <Section id="security">
          <SecurityCard />
        </Section>
        <Section id="api">
          <ApiTokensCard connectedClients={<ConnectedClients />} />
        </Section>
        <Section id="mailboxes">
          <MailboxesCard />
        </Section>
        <Section id="conversation-imports">
          <ConversationImportsCard />
        </Section>
        <Section id="captured-data">
          <CapturedDataCard />
        </Section>
        <Section id="notifications">
          <NotificationsCard />
        </Section>
        <Section id="export">
          <ExportDataCard exportUrl={(format) => contactExportUrl(format)} />
        </Section>
        <Section id="delete-account">
          <DeleteAccountCard />
        </Section>
        <Section id="appearance">
          <AppearanceCard>
            <DemoModeSetting />
          </AppearanceCard>
        </Section>
      </div>
    </>
  );
}
