import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@tradeloom/domain';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { lazyOnOpen } from '@/components/lazy-on-open';
import { Button } from '@/components/ui/button';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { paths } from '@/lib/paths';
import { profileQueryOptions } from '@/lib/profile/profile-query';

// Shown only when the demo's assistant answers run out: its code (an alert dialog) is fetched then.
const TrialLimitDialog = lazyOnOpen(
  () => import('@/features/trial/components/trial-limit-dialog').then((m) => m.TrialLimitDialog),
  (props) => props.open,
);

/**
 * The AI CRM Assistant as the shell mounts it: it reads the balance from the profile (the one cached
 * copy every place showing credits reads), writes each answer's balance back into it, and opens a
 * contact an answer names on the contacts screen's detail sheet (/contacts/:id), from any page.
 * When the trial's AI insights are used up, the blocking dialog leads to the plans (spec §4 'Trial').
 */
export function AssistantOverlay() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const credits = useQuery(profileQueryOptions).data?.credits_remaining;

  const onCreditsChange = useCallback(
    (balance: number) => {
      if (queryClient.getQueryData(profileQueryOptions.queryKey)) {
        queryClient.setQueryData<Profile>(profileQueryOptions.queryKey, (p) => (p ? { ...p, credits_remaining: balance } : p));
      } else {
        void queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
      }
    },
    [queryClient],
  );
  const onOpenContact = useCallback((id: string) => navigate(paths.contactDetail(id)), [navigate]);
  const [limitReached, setLimitReached] = useState(false);
  const onDemoLimit = useCallback(() => setLimitReached(true), []);

  return (
    <>
      <ChatWidget credits={credits} onCreditsChange={onCreditsChange} onDemoLimit={onDemoLimit} onOpenContact={onOpenContact} />
      <TrialLimitDialog
        open={limitReached}
        description="You have asked the assistant as often as the demo allows. Choose a plan to keep asking about your network."
        actions={
          <Button asChild>
            <Link to={paths.trial} onClick={() => setLimitReached(false)}>
              See plans
            </Link>
          </Button>
        }
      />
    </>
  );
}
