/** Conversation files imported (/api/conversation-imports): upload, review, confirm, cancel (issue 27 item 2, decision 040). */
import { createRoute } from '@hono/zod-openapi';
import {
  conversationImportConfirmSchema,
  conversationImportFromUrlSchema,
  conversationImportListSchema,
  conversationImportSchema,
} from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import {
  cancelConversationImport,
  confirmConversationImport,
  createConversationImport,
  getConversationImport,
  listConversationImports,
} from './conversation-imports.service.ts';
import { receiveCalendarLink, receiveConversationFile } from './conversation-upload.ts';

const fileBody = {
  required: true,
  description:
    'multipart/form-data with one file in the field `file` (at most 100 MB): a WhatsApp chat export (.txt or .zip), a Telegram export (result.json), a calendar (.ics) or a mail archive (.mbox)',
  content: {
    'multipart/form-data': {
      schema: { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } }, required: ['file'] },
    },
  },
};

export function conversationImportRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['Conversation imports'],
        summary: 'Uploads a conversation file; it is read in the background into a review (nothing is written before the confirmation)',
        request: { body: fileBody },
        responses: {
          202: jsonContent(conversationImportSchema, 'Stored; being read'),
          ...errorResponses,
          413: errorResponse('File larger than 100 MB'),
          415: errorResponse('Not a WhatsApp, Telegram, calendar or mbox file'),
          429: errorResponse('Too many uploads; see Retry-After'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        const file = await receiveConversationFile(db, deps.config.dataDir, u.id, c.req.raw);
        return c.json(await createConversationImport(db, storage, u.id, file), 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/from-url',
        tags: ['Conversation imports'],
        summary:
          'Fetches a calendar from its link (an iCal/ICS address: https, http or webcal) and reads it like an uploaded .ics; the link is used for this request only, never stored',
        request: { body: jsonBody(conversationImportFromUrlSchema) },
        responses: {
          202: jsonContent(conversationImportSchema, 'Fetched and stored; being read'),
          ...errorResponses,
          413: errorResponse('Calendar larger than 100 MB'),
          422: errorResponse('Not a calendar, could not be fetched, or on a private network address'),
          429: errorResponse('Too many uploads; see Retry-After'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        const file = await receiveCalendarLink(db, deps.config, u.id, c.req.valid('json').url);
        return c.json(await createConversationImport(db, storage, u.id, file), 202);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Conversation imports'],
        summary: "The user's conversation imports, newest first (20), without their reviews",
        responses: { 200: jsonContent(conversationImportListSchema, 'Imports'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json({ imports: await listConversationImports(db, u.id) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}',
        tags: ['Conversation imports'],
        summary: 'One conversation import: its status, and its review once read (matched and unmatched people)',
        request: { params: idParams },
        responses: { 200: jsonContent(conversationImportSchema, 'Import'), ...errorResponses, 404: errorResponse('No such import') },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await getConversationImport(db, u.id, c.req.valid('param').id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/confirm',
        tags: ['Conversation imports'],
        summary: 'Writes the reviewed import: creates the chosen contacts (within the plan) and adds the interactions',
        request: { params: idParams, body: jsonBody(conversationImportConfirmSchema) },
        responses: {
          200: jsonContent(conversationImportSchema, 'Completed'),
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Not waiting for a review'),
          422: errorResponse('Someone chosen is not in the review'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await confirmConversationImport(db, storage, u.id, c.req.valid('param').id, c.req.valid('json')), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        tags: ['Conversation imports'],
        summary: 'Cancels an import that has not been confirmed: its record and its file are removed',
        request: { params: idParams },
        responses: {
          204: { description: 'Cancelled' },
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Already confirmed'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        await cancelConversationImport(db, storage, u.id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
