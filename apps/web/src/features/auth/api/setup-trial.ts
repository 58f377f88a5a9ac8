import type { Profile } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** POST /api/trial/setup: idempotent; starts the Professional trial after sign-up. */
export async function setupTrial(): Promise<Profile> {
  const { profile } = await unwrap(api.POST('/api/trial/setup'));
  return profile;
}
