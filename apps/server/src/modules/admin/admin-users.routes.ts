import { createRoute } from '@hono/zod-openapi';
import { adminUserActionResultSchema, adminUserDetailSchema, adminUserListSchema, adminUserSearchSchema } from '@tradeloom/domain';
import { type AppDeps, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonContent } from '../../lib/openapi.ts';
import { adminRouter } from './admin-session.ts';
import { disableUser, enableUser, getUserDetail, resendVerification, searchUsers, signOutUser } from './admin-users.service.ts';

const adminErrors = {
  ...errorResponses,
  401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
  403: errorResponse('Not an administrator'),
  404: errorResponse('No such user'),
} as const;

/** One account action of a user's page: POST /{id}/<name>, recorded in the admin action log. */
const action = (path: string, summary: string, description: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Admin'],
    summary,
    description,
    request: { params: idParams },
    responses: {
      200: jsonContent(adminUserActionResultSchema, 'Done (recorded in the admin action log)'),
      ...adminErrors,
      409: errorResponse('Not possible for this account now (see the message)'),
    },
  });

/** /api/admin/users: the user search, a user's page and the account actions (admin only). */
export function adminUserRoutes(deps: AppDeps) {
  const now = () => new Date(deps.clock?.() ?? Date.now());
  return adminRouter(deps)
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Admin'],
        summary: 'Users whose e-mail contains the term (partial, case-insensitive), newest first (50)',
        request: { query: adminUserSearchSchema },
        responses: { 200: jsonContent(adminUserListSchema, 'Users'), ...adminErrors },
      }),
      async (c) => c.json(await searchUsers(deps.db, c.req.valid('query').email), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}',
        tags: ['Admin'],
        summary: "A user's page: plan, status, credits and recent ledger, usage this month, contacts, imports, last activity, sessions",
        request: { params: idParams },
        responses: { 200: jsonContent(adminUserDetailSchema, 'The user'), ...adminErrors },
      }),
      async (c) => c.json(await getUserDetail(deps.db, c.req.valid('param').id, now()), 200),
    )
    .openapi(
      action('/{id}/sign-out', 'Signs the user out everywhere', 'Ends every session of the user. 409 for your own account.'),
      async (c) => c.json(await signOutUser(deps, requireUser(c).id, c.req.valid('param').id), 200),
    )
    .openapi(
      action(
        '/{id}/disable',
        'Disables the account',
        'The user cannot sign in (told so) until enabled again; every session ends now. 409 for your own account or one already disabled.',
      ),
      async (c) => c.json(await disableUser(deps, requireUser(c).id, c.req.valid('param').id), 200),
    )
    .openapi(action('/{id}/enable', 'Enables a disabled account again', '409 when the account is not disabled.'), async (c) =>
      c.json(await enableUser(deps, requireUser(c).id, c.req.valid('param').id), 200),
    )
    .openapi(
      action('/{id}/resend-verification', 'Sends the user a fresh verification e-mail', '409 when the e-mail address is verified already.'),
      async (c) => c.json(await resendVerification(deps, requireUser(c).id, c.req.valid('param').id), 200),
    );
}
