import { type Profile, profileSchema } from '@tradeloom/domain';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';

const setupTrialResponseSchema = z.object({ profile: profileSchema });

/** POST /api/trial/setup: idempotent; starts the Professional trial after sign-up. */
export async function setupTrial(): Promise<Profile> {
  const { profile } = await apiFetch('/api/trial/setup', { method: 'POST', schema: setupTrialResponseSchema });
  return profile;
}
