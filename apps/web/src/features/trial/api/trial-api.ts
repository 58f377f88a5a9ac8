import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** GET /api/trial/usage (spec get_trial_usage): the demo's AI-insight and map counters and limits. */
export const trialUsageQueryOptions = queryOptions({
  queryKey: ['trial', 'usage'],
  queryFn: () => unwrap(api.GET('/api/trial/usage')),
  staleTime: 10_000,
});

/** GET /api/org (spec get_my_org): the user's organisation and its subscription status. */
export const organisationQueryOptions = queryOptions({
  queryKey: ['org'],
  queryFn: () => unwrap(api.GET('/api/org')),
  staleTime: 30_000,
});
