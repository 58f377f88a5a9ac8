/**
 * The public contact form (spec §7 'POST /functions/v1/send-contact-email'): no session. The message is
 * stored, then mailed to SUPPORT_EMAIL; limited per e-mail address and per client address.
 */
import { createRoute } from '@hono/zod-openapi';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED, contactRequestResponseSchema, contactRequestSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter } from '../../lib/context.ts';
import { ErrorSchema, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { submitContactRequest } from './contact-requests.service.ts';

/** Mounted at /functions/v1/send-contact-email. */
export function contactRequestRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Public'],
      summary:
        'The public contact form: stores the meeting request and mails it to the support address (no session; limited per e-mail address and per client address)',
      request: { body: jsonBody(contactRequestSchema) },
      responses: {
        200: jsonContent(contactRequestResponseSchema, 'Sent'),
        400: jsonContent(ErrorSchema, 'Invalid request (a required field is missing or the e-mail is not valid)'),
        403: jsonContent(ErrorSchema, 'Posted from an origin that is not trusted'),
        429: jsonContent(ErrorSchema, 'Too many messages from this e-mail address or client address (Retry-After says when to try again)'),
        502: jsonContent(ErrorSchema, 'Stored, but the mail provider failed (code MAIL_FAILED; the message names the support address)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const ip = c.get('clientIp');
      if (ip) await enforceRateLimit(deps.db, `contact-ip:${ip}`, CONTACT_RATE_LIMIT.perIp, CONTACT_RATE_LIMITED);
      await enforceRateLimit(deps.db, `contact-email:${input.email.toLowerCase()}`, CONTACT_RATE_LIMIT.perEmail, CONTACT_RATE_LIMITED);
      await submitContactRequest(deps, input, ip ?? null, c.get('logger'));
      return c.json({ ok: true } as const, 200);
    },
  );
}
