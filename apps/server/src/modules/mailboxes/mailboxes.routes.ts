/** Connected mailboxes (/api/mailboxes): connect, list, change, sync now, disconnect (decision 039). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  mailboxConnectSchema,
  mailboxDeletedSchema,
  mailboxDeleteQuerySchema,
  mailboxSchema,
  mailboxUpdateSchema,
} from '@tradeloom/domain';
import { leavesCachedAnswers } from '../../lib/cached-answers.ts';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { connectMailbox, disconnectMailbox, listMailboxes, queueSync, updateMailbox } from './mailboxes.service.ts';

export function mailboxRoutes(deps: AppDeps) {
  const { db, mailboxes: svc } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Mailboxes'],
        summary: "The user's connected mailboxes, their sync status and what each captured (never a password)",
        responses: { 200: jsonContent(z.array(mailboxSchema), 'Mailboxes'), ...errorResponses },
      }),
      async (c) => c.json(await listMailboxes(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['Mailboxes'],
        summary: 'Connects an IMAP mailbox after a login test, and queues its first sync (message headers only)',
        middleware: leavesCachedAnswers,
        request: { body: jsonBody(mailboxConnectSchema) },
        responses: {
          201: jsonContent(mailboxSchema, 'Connected'),
          ...errorResponses,
          409: errorResponse('Already connected, or too many mailboxes'),
          422: errorResponse('The server cannot be reached, refuses the login, or is on a private network'),
        },
      }),
      async (c) => c.json(await connectMailbox(svc, requireUser(c).id, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/{id}',
        tags: ['Mailboxes'],
        summary: 'Turns subject capture on or off, or replaces the app password (tested first)',
        middleware: leavesCachedAnswers,
        request: { params: idParams, body: jsonBody(mailboxUpdateSchema) },
        responses: {
          200: jsonContent(mailboxSchema, 'Changed'),
          ...errorResponses,
          404: errorResponse('No such mailbox'),
          422: errorResponse('The new password is refused'),
        },
      }),
      async (c) => c.json(await updateMailbox(svc, requireUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/sync',
        tags: ['Mailboxes'],
        summary: 'Queues a sync of the mailbox now',
        middleware: leavesCachedAnswers,
        request: { params: idParams },
        responses: { 202: jsonContent(mailboxSchema, 'Queued'), ...errorResponses, 404: errorResponse('No such mailbox') },
      }),
      async (c) => c.json(await queueSync(db, requireUser(c).id, c.req.valid('param').id), 202),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        tags: ['Mailboxes'],
        summary: 'Disconnects the mailbox; the interactions it captured are deleted unless keep_captured=true',
        request: { params: idParams, query: mailboxDeleteQuerySchema },
        responses: { 200: jsonContent(mailboxDeletedSchema, 'Disconnected'), ...errorResponses, 404: errorResponse('No such mailbox') },
      }),
      async (c) => {
        const { keep_captured } = c.req.valid('query');
        return c.json(await disconnectMailbox(db, requireUser(c).id, c.req.valid('param').id, keep_captured === 'true'), 200);
      },
    );
}
