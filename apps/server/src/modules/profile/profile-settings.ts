/**
 * Settings kept on the profile that other modules act on: demo mode (the demo module shows or hides
 * the sample network) and the auto-scan schedule (the insights module runs the scans). The profile's
 * routes set them here; the rules of each stay with the module that acts on it.
 */
import { type AutoScanPreferences, DEMO_MODE_MESSAGES } from '@tradeloom/domain';
import type { Db } from '../../db/client.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { chooseDemoMode } from '../demo/demo.service.ts';
import { saveAutoScanPreferences } from '../insights/auto-scan.service.ts';

/** Shows or hides the sample network; hiding it needs a bought plan (403 DEMO_MODE_LOCKED on the trial). */
export async function setDemoMode(db: Db, userId: string, enabled: boolean): Promise<void> {
  const result = await chooseDemoMode(db, userId, enabled);
  if (result === 'not_found') throw notFound('No profile data returned');
  if (result === 'locked') throw new ApiError(403, 'DEMO_MODE_LOCKED', DEMO_MODE_MESSAGES.locked);
}

/** The auto-scan schedule: on or off, and how often (the plan decides which are allowed; 403 otherwise). */
export function setAutoScanPreferences(db: Db, userId: string, prefs: AutoScanPreferences): Promise<AutoScanPreferences> {
  return saveAutoScanPreferences(db, userId, prefs);
}
