import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionRequestSchema,
  accountDeletionStatusSchema,
  accountDeletionTokenSchema,
} from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { ApiError, badRequest, conflict } from '../../lib/errors.ts';
import { errorResponse, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  cancelDeletion,
  confirmDeletion,
  getDeletionStatus,
  type LifecycleDeps,
  requestDeletion,
  withdrawDeletionRequest,
} from './deletion-requests.service.ts';

/** Deletion e-mails a user may ask for in a window. */
const REQUEST_LIMIT = { max: 5, windowSeconds: 60 * 60 };
/** Token attempts per client address in a window (the public links). */
const TOKEN_LIMIT = { max: 20, windowSeconds: 15 * 60 };

const tokenBody = { body: jsonBody(accountDeletionTokenSchema) };

/** What the deletion requests need of the app. */
const lifecycleOf = (deps: AppDeps): LifecycleDeps => ({
  db: deps.db,
  mail: deps.mail,
  storage: deps.storage,
  logger: deps.logger,
  baseUrl: deps.config.baseUrl,
});

/** The signed-in user's account-deletion request (/api/profile/deletion; spec §4 'Account deletion process'; decision 025). */
export function deletionRequestRoutes(deps: AppDeps) {
  const { db } = deps;
  const lifecycle = lifecycleOf(deps);
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Profile'],
        summary: "The signed-in user's account-deletion request, if any",
        responses: { 200: jsonContent(accountDeletionStatusSchema, 'Deletion request'), ...errorResponses },
      }),
      async (c) => c.json(await getDeletionStatus(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['Profile'],
        summary: 'Asks for the deletion of the account: a verification link goes to the sign-in e-mail',
        description:
          'Following the link (POST /api/account-deletion/confirm) deactivates the account and schedules its deletion 5 business days later. Asking again sends a fresh link. 409 SUBSCRIPTION_ACTIVE while a paid plan renews.',
        request: { body: jsonBody(accountDeletionRequestSchema) },
        responses: {
          202: jsonContent(accountDeletionStatusSchema, 'Verification link sent'),
          ...errorResponses,
          409: errorResponse('A paid subscription still renews'),
          429: errorResponse('Too many requests'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        await enforceRateLimit(db, `account-deletion:${u.id}`, REQUEST_LIMIT, 'Too many deletion requests. Please try again later.');
        const result = await requestDeletion(lifecycle, u.id);
        if (result === 'subscription_active') throw new ApiError(409, 'SUBSCRIPTION_ACTIVE', ACCOUNT_DELETION_MESSAGES.subscriptionActive);
        return c.json(result, 202);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/',
        tags: ['Profile'],
        summary: 'Withdraws a deletion request whose verification link was not followed yet',
        responses: { 200: jsonContent(accountDeletionStatusSchema, 'No request'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        await withdrawDeletionRequest(db, u.id);
        return c.json(await getDeletionStatus(db, u.id), 200);
      },
    );
}

/** The links of the deletion e-mails (/api/account-deletion): no session, the token proves the request. */
export function accountDeletionRoutes(deps: AppDeps) {
  const { db } = deps;
  const lifecycle = lifecycleOf(deps);
  const limitTokens = (ip: string | undefined) =>
    enforceRateLimit(
      db,
      `account-deletion-token:${ip ?? 'unknown'}`,
      TOKEN_LIMIT,
      'Too many attempts. Please wait a few minutes and try again.',
    );

  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/confirm',
        tags: ['Profile'],
        summary: 'Verifies a deletion request (the e-mailed link): the account is deactivated and deleted after 5 business days',
        description: 'Needs no session: the token of the e-mail proves the request. Every session of the account ends.',
        request: tokenBody,
        responses: {
          200: jsonContent(z.object({ status: z.literal('scheduled'), delete_after: z.string() }), 'Deactivated'),
          ...errorResponses,
          429: errorResponse('Too many attempts'),
        },
      }),
      async (c) => {
        await limitTokens(c.get('clientIp'));
        const result = await confirmDeletion(lifecycle, c.req.valid('json').token);
        if (result === 'invalid') throw badRequest(ACCOUNT_DELETION_MESSAGES.invalidLink);
        return c.json({ status: 'scheduled' as const, delete_after: result.deleteAfter.toISOString() }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/cancel',
        tags: ['Profile'],
        summary: 'Cancels a scheduled deletion (the link of the deactivation e-mail); the account can sign in again',
        description: 'Needs no session. 409 once the 5 business days have passed.',
        request: tokenBody,
        responses: {
          200: jsonContent(z.object({ status: z.literal('cancelled') }), 'Cancelled'),
          ...errorResponses,
          409: errorResponse('Too late'),
          429: errorResponse('Too many attempts'),
        },
      }),
      async (c) => {
        await limitTokens(c.get('clientIp'));
        const result = await cancelDeletion(db, c.req.valid('json').token);
        if (result === 'invalid') throw badRequest(ACCOUNT_DELETION_MESSAGES.invalidLink);
        if (result === 'too_late') throw conflict(ACCOUNT_DELETION_MESSAGES.tooLate);
        return c.json({ status: 'cancelled' as const }, 200);
      },
    );
}
