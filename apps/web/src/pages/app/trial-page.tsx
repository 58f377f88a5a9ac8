import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FocusLayout } from '@/components/layout/focus-layout';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { paths } from '@/lib/paths';

export function TrialPage() {
  return (
    <FocusLayout actions={<SignOutButton />}>
      <PageMeta title="Your Professional trial" noindex />
      <PageHeader
        title="Welcome to your Professional trial"
        description="Your trial is active. Explore the contacts workspace, the network map and AI insights."
        actions={
          <Button asChild>
            <Link to={paths.onboarding}>
              Start exploring
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        }
      />
    </FocusLayout>
  );
}
