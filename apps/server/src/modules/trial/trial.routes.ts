import { createRoute, z } from '@hono/zod-openapi';
import { profileSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { getProfile } from '../profile/profile.service.ts';
import { ensureTrialAccount } from './trial.service.ts';

export function trialRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/api/trial/setup',
      tags: ['Trial'],
      summary: 'Sets up the Professional trial of the signed-in user (idempotent)',
      responses: { 200: jsonContent(z.object({ profile: profileSchema }), 'Trial ready'), ...errorResponses },
    }),
    async (c) => {
      const u = requireUser(c);
      // Normally done by the sign-up hook already; this repairs an account whose hook failed.
      await ensureTrialAccount(deps.db, { id: u.id, email: u.email, fullName: u.name, phone: null, termsAccepted: false });
      const profile = await getProfile(deps.db, u.id);
      if (!profile) throw new Error('profile missing after trial setup');
      return c.json({ profile }, 200);
    },
  );
}
