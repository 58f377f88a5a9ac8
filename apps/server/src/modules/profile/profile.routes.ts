import { createRoute, z } from '@hono/zod-openapi';
import {
  autoScanPreferencesSchema,
  demoModeSchema,
  mobileProfileSchema,
  notificationPreferencesSchema,
  PROFILE_MESSAGES,
  profileSchema,
  profileUpdateResultSchema,
  profileUpdateSchema,
  verifyPasswordSchema,
} from '@tradeloom/domain';
import { streamSSE } from 'hono/streaming';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { ApiError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { errorResponse, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { mailTemplates } from '../../providers/mail/templates.ts';
import { checkPassword, isReverified, markReverified, updateNotificationPreferences, updatePersonalDetails } from './account.service.ts';
import { confirmEmailChange, emailTakenByOther, requestEmailChange } from './email-change.service.ts';
import { getProfile } from './profile.service.ts';
import { createProfileEvents, type ProfileEvents } from './profile-events.ts';
import { setAutoScanPreferences, setDemoMode } from './profile-settings.ts';

/** How often an open profile stream sends a comment, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;
/** Password checks a user may make in a window (Edit Details). */
const VERIFY_LIMIT = { max: 10, windowSeconds: 15 * 60 };

export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  // Made on the first stream: building the routes (the OpenAPI document) needs no database.
  let events: ProfileEvents | undefined;
  const profileOf = async (userId: string) => {
    const profile = await getProfile(db, userId);
    if (!profile) throw notFound('No profile data returned');
    return profile;
  };

  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Profile'],
        summary: "The signed-in user's profile with plan, status and credits",
        responses: { 200: jsonContent(profileSchema, 'Profile'), ...errorResponses, 404: errorResponse('No profile') },
      }),
      async (c) => c.json(await profileOf(requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/mobile',
        tags: ['Profile'],
        summary: 'The compact profile for mobile clients (spec get_mobile_profile)',
        responses: { 200: jsonContent(mobileProfileSchema, 'Mobile profile'), ...errorResponses, 404: errorResponse('No profile') },
      }),
      async (c) => {
        const p = await profileOf(requireUser(c).id);
        return c.json(mobileProfileSchema.parse(p), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/verify-password',
        tags: ['Profile'],
        summary: 'Confirms the password before personal details change; allows changes for 10 minutes in this session',
        request: { body: jsonBody(verifyPasswordSchema) },
        responses: {
          200: jsonContent(z.object({ verified: z.literal(true), expires_at: z.string() }), 'Verified'),
          ...errorResponses,
          429: errorResponse('Too many attempts'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        await enforceRateLimit(
          db,
          `reverify:${u.id}`,
          VERIFY_LIMIT,
          'Too many password attempts. Please wait a few minutes and try again.',
        );
        const ok = await checkPassword(deps.auth, db, u.id, c.req.valid('json').password);
        if (!ok) throw new ApiError(400, 'INVALID_PASSWORD', PROFILE_MESSAGES.verificationFailed);
        const expiresAt = await markReverified(db, u.id, c.get('sessionId') ?? '');
        return c.json({ verified: true as const, expires_at: expiresAt.toISOString() }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/',
        tags: ['Profile'],
        summary: 'Saves personal details (full name, e-mail, phone); needs a password check in the last 10 minutes',
        description:
          'A new e-mail does not change the sign-in e-mail at once: a confirmation link is sent to the new address (email_confirmation_sent_to) and the change takes effect when it is followed (GET /api/profile/email/confirm). 403 without a recent POST /api/profile/verify-password; 409 when another account has the e-mail.',
        request: { body: jsonBody(profileUpdateSchema) },
        responses: {
          200: jsonContent(profileUpdateResultSchema, 'Profile, and where a confirmation link was sent'),
          ...errorResponses,
          403: errorResponse('Password check needed'),
          409: errorResponse('E-mail taken'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        if (!(await isReverified(db, u.id, c.get('sessionId') ?? ''))) throw forbidden(PROFILE_MESSAGES.reverifyRequired);
        const { email, ...details } = c.req.valid('json');
        let sentTo: string | null = null;
        if (email !== undefined && email.toLowerCase() !== (await profileOf(u.id)).email.toLowerCase()) {
          if (await emailTakenByOther(db, u.id, email)) throw conflict(PROFILE_MESSAGES.emailTaken);
          const token = await requestEmailChange(db, u.id, email);
          sentTo = email.toLowerCase();
          const link = `${deps.config.baseUrl}/api/profile/email/confirm?token=${encodeURIComponent(token)}`;
          await deps.mail.send(mailTemplates.confirmEmailChange(sentTo, link));
        }
        await updatePersonalDetails(db, u.id, details);
        deps.sessions.dropUser(u.id);
        return c.json({ ...(await profileOf(u.id)), email_confirmation_sent_to: sentTo }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/email/confirm',
        tags: ['Profile'],
        summary: 'Follows the link sent to a new e-mail address: it becomes the sign-in e-mail',
        description:
          'Public (the link may be opened in any browser); the token is the proof. Redirects to /settings?email_change=confirmed, or =invalid (unknown, used or expired link) or =taken (another account has the address now).',
        request: { query: z.object({ token: z.string().trim().min(1).max(300) }) },
        responses: { 302: { description: 'To Settings, with the outcome' }, ...errorResponses },
      }),
      async (c) => {
        const outcome = await confirmEmailChange(db, c.req.valid('query').token);
        if (outcome.result === 'ok') deps.sessions.dropUser(outcome.userId);
        const state = outcome.result === 'ok' ? 'confirmed' : outcome.result;
        return c.redirect(`/settings?email_change=${state}`, 302);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/notifications',
        tags: ['Profile'],
        summary: 'Saves notification preferences: e-mail notifications, follow-up reminders, weekly network summary',
        request: { body: jsonBody(notificationPreferencesSchema) },
        responses: { 200: jsonContent(profileSchema, 'Profile'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        await updateNotificationPreferences(db, u.id, c.req.valid('json'));
        return c.json(await profileOf(u.id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/demo-mode',
        tags: ['Profile'],
        summary: 'Shows or hides the sample network (demo mode) beside the user’s own contacts',
        description:
          'Anyone may show it; hiding it needs a bought plan (403 DEMO_MODE_LOCKED during the sign-up trial). A purchase turns it off by itself.',
        request: { body: jsonBody(demoModeSchema) },
        responses: { 200: jsonContent(profileSchema, 'Profile'), ...errorResponses, 403: errorResponse('Still on the trial') },
      }),
      async (c) => {
        const u = requireUser(c);
        await setDemoMode(db, u.id, c.req.valid('json').enabled);
        return c.json(await profileOf(u.id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/auto-scan',
        tags: ['Insights'],
        summary: 'Auto-scan preferences: on or off, weekly or monthly (Professional and Power plans), daily (Power Trader only)',
        request: { body: jsonBody(autoScanPreferencesSchema) },
        responses: {
          200: jsonContent(autoScanPreferencesSchema, 'Saved'),
          ...errorResponses,
          403: errorResponse('Plan without auto-scans, or daily scans on a plan without them'),
        },
      }),
      async (c) => c.json(await setAutoScanPreferences(db, requireUser(c).id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/events',
        tags: ['Profile'],
        summary: 'The profile as server-sent events: sent at once, then whenever credits, plan or status change anywhere',
        description:
          '`profile` events carry the profile JSON; a comment line every 25 s keeps the stream open. At most 8 open streams per user and instance (the oldest is closed).',
        responses: {
          200: { description: 'A stream of `profile` events', content: { 'text/event-stream': { schema: profileSchema } } },
          ...errorResponses,
        },
      }),
      (c) => {
        const u = requireUser(c);
        c.header('Cache-Control', 'no-store, no-transform');
        c.header('X-Accel-Buffering', 'no');
        return streamSSE(c, async (stream) => {
          let pending = false;
          let closed = false;
          let wake: (() => void) | undefined;
          const stop = () => {
            closed = true;
            wake?.();
          };
          events ??= createProfileEvents(deps.feed);
          const unlisten = events.listen(
            u.id,
            () => {
              pending = true;
              wake?.();
            },
            stop,
          );
          stream.onAbort(stop);
          const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n').catch(stop), HEARTBEAT_MS);
          try {
            pending = true;
            while (!closed) {
              if (pending) {
                pending = false;
                const profile = await getProfile(db, u.id).catch(() => null);
                if (profile) await stream.writeSSE({ event: 'profile', data: JSON.stringify(profile) });
                continue;
              }
              await new Promise<void>((resolve) => {
                wake = resolve;
              });
              wake = undefined;
            }
          } finally {
            clearInterval(heartbeat);
            unlisten();
          }
        });
      },
    );
}
