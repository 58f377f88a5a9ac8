import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, createRouter } from '../lib/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../lib/openapi.ts';

const VerifyBody = z.object({ token: z.string().trim().min(1).max(256) });

/** Lets the reset-password page tell a live link from an expired one before asking for a password. */
export function passwordResetRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/verify',
      tags: ['Auth'],
      summary: 'Checks a password-reset token without using it',
      request: { body: jsonBody(VerifyBody) },
      responses: { 200: jsonContent(z.object({ valid: z.boolean() }), 'Token state'), 400: errorResponses[400] },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const ctx = await deps.auth.$context;
      const found = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
      const valid = Boolean(found && new Date(found.expiresAt).getTime() > Date.now());
      return c.json({ valid }, 200);
    },
  );
}
