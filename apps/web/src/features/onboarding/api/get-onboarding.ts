import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingProgress } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

export const onboardingKeys = {
  all: ['onboarding'] as const,
};

/** GET /api/onboarding: the four steps, complete from the user's audit events, and the progress. */
export function getOnboarding(signal?: AbortSignal): Promise<OnboardingProgress> {
  return unwrap(api.GET('/api/onboarding', { signal }));
}

export const onboardingQueryOptions = queryOptions({
  queryKey: onboardingKeys.all,
  queryFn: ({ signal }) => getOnboarding(signal),
  // Steps complete elsewhere (an import, the map, the assistant): coming back shows the news.
  refetchOnMount: 'always',
});

export function useOnboarding() {
  return useQuery(onboardingQueryOptions);
}
