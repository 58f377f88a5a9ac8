/** The trial set up again by hand (POST /api/trial/setup), for an account whose sign-up hook failed. */
import type { Profile } from '@tradeloom/domain';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { getProfile } from '../profile/profile.service.ts';
import { ensureTrialAccount } from './trial.service.ts';

/** Makes sure the user has a profile, an organisation and the trial (idempotent); answers the profile. */
export async function setUpTrial(db: Db, user: SessionUser): Promise<Profile> {
  // Normally done by the sign-up hook already; this repairs an account whose hook failed.
  await ensureTrialAccount(db, { id: user.id, email: user.email, fullName: user.name, phone: null, termsAccepted: false });
  const profile = await getProfile(db, user.id);
  if (!profile) throw new Error('profile missing after trial setup');
  return profile;
}
