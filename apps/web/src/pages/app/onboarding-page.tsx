import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FocusLayout } from '@/components/layout/focus-layout';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { openChatPanel } from '@/features/chat/hooks/use-chat-panel-state';
import { OnboardingChecklist } from '@/features/onboarding/components/onboarding-checklist';
import { paths } from '@/lib/paths';

export function OnboardingPage() {
  return (
    <FocusLayout actions={<SignOutButton />}>
      <PageMeta title="Get started" noindex />
      <div className="space-y-8">
        <PageHeader
          title="Get started with Tradeloom"
          description="Four steps to a working network: import contacts, open the map, read AI insights and add notes."
          actions={
            <Button asChild variant="outline">
              <Link to={paths.dashboard}>
                Enter Dashboard
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          }
        />
        <OnboardingChecklist onOpenAssistant={openChatPanel} />
      </div>
    </FocusLayout>
  );
}
