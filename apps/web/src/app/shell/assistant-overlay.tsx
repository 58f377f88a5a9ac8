import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@tradeloom/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { profileQueryOptions } from '@/features/demo/api/get-demo-mode';
import { paths } from '@/lib/paths';

/**
 * The AI CRM Assistant as the shell mounts it: it reads the balance from the profile (the one cached
 * copy every place showing credits reads), writes each answer's balance back into it, and opens a
 * contact an answer names on the contacts screen's detail sheet (/contacts/:id), from any page.
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

  return <ChatWidget credits={credits} onCreditsChange={onCreditsChange} onOpenContact={onOpenContact} />;
}
