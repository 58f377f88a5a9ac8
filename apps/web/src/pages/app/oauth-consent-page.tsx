import { useSearchParams } from 'react-router';
import { FocusLayout } from '@/components/layout/focus-layout';
import { PageMeta } from '@/components/layout/page-meta';
import { OAuthConsentCard } from '@/features/oauth-consent/components/oauth-consent-card';
import { useAuthSession } from '@/lib/use-auth-session';

/** /oauth/consent?request=…: where `/oauth/authorize` sends the browser of a user connecting an AI client (decision 036). */
export function OAuthConsentPage() {
  const [params] = useSearchParams();
  const { session } = useAuthSession();
  return (
    <FocusLayout>
      <PageMeta title="Connect an AI client" noindex />
      <div className="mx-auto max-w-lg">
        <OAuthConsentCard
          requestId={params.get('request') ?? ''}
          email={session?.user.email}
          leave={(url) => window.location.assign(url)}
        />
      </div>
    </FocusLayout>
  );
}
