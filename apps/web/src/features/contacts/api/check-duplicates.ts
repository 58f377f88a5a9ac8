import type { DuplicateCheckResponse } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

export interface DuplicateProbe {
  full_name: string;
  company?: string | null;
  client_email?: string | null;
}

/** POST /api/contacts/duplicates/check: contacts of the user's book that a new one would likely duplicate. */
export async function checkDuplicates(probe: DuplicateProbe, signal?: AbortSignal): Promise<DuplicateCheckResponse['matches']> {
  const { matches } = await unwrap(api.POST('/api/contacts/duplicates/check', { body: probe, signal }));
  return matches;
}
