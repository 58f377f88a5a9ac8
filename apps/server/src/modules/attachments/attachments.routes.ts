import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { attachmentListResponseSchema, attachmentRenameSchema, attachmentSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { disposition } from '../../lib/disposition.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import {
  attachToContact,
  deleteAttachment,
  deleteTempUpload,
  openAttachment,
  renameAttachment,
  storeTempUpload,
} from './attachments.service.ts';
import { receiveUpload, uploadSpoolDir } from './multipart.ts';
import { countUpload } from './upload-limits.ts';

const fileBody = {
  required: true,
  description: 'multipart/form-data with one file in the field `file` (at most 10 MB; jpeg, png, gif, webp, pdf, txt, csv, doc(x), xls(x))',
  content: {
    'multipart/form-data': {
      // A plain OpenAPI schema, not zod: the body is streamed by the handler, never parsed into memory.
      schema: { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } }, required: ['file'] },
    },
  },
};
const uploadErrors = {
  ...errorResponses,
  403: errorResponse('Demo contact'),
  404: errorResponse('No such contact'),
  409: errorResponse('The contact has the most attachments it can have'),
  413: errorResponse('File too large, or the storage quota is full'),
  429: errorResponse('Too many uploads; see Retry-After'),
  415: errorResponse('File type not supported'),
};
const pathQuery = z.object({ path: z.string().min(1).max(500) });

/** The files of one contact (/api/contacts/{id}/attachments). */
export function contactAttachmentRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  const spoolDir = uploadSpoolDir(deps.config.dataDir);
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['Attachments'],
        summary: "Uploads a file to one of the user's contacts",
        request: { params: idParams, body: fileBody },
        responses: { 201: jsonContent(attachmentSchema, 'Stored; the record appended to the contact'), ...uploadErrors },
      }),
      async (c) => {
        const u = requireUser(c);
        await countUpload(db, u.id);
        const file = await receiveUpload(c.req.raw, spoolDir);
        return c.json(await attachToContact(db, storage, u.id, c.req.valid('param').id, file), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/',
        tags: ['Attachments'],
        summary: 'Renames an attachment; an empty name restores the original',
        request: { params: idParams, body: jsonBody(attachmentRenameSchema) },
        responses: { 200: jsonContent(attachmentListResponseSchema, "The contact's attachments"), ...uploadErrors },
      }),
      async (c) => {
        const u = requireUser(c);
        const { id, displayName } = c.req.valid('json');
        return c.json({ attachments: await renameAttachment(db, u.id, c.req.valid('param').id, id, displayName) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/',
        tags: ['Attachments'],
        summary: 'Deletes an attachment: its record and its file',
        request: { params: idParams, query: pathQuery },
        responses: { 200: jsonContent(attachmentListResponseSchema, "The contact's attachments"), ...uploadErrors },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json({ attachments: await deleteAttachment(db, storage, u.id, c.req.valid('param').id, c.req.valid('query').path) }, 200);
      },
    );
}

/** Uploads no contact claimed yet, and downloads by storage path (/api/attachments). */
export function attachmentRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  const spoolDir = uploadSpoolDir(deps.config.dataDir);
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/temp',
        tags: ['Attachments'],
        summary: 'Uploads a file for a contact not saved yet; name its record in the create body',
        request: { body: fileBody },
        responses: { 201: jsonContent(attachmentSchema, 'Stored under {userId}/temp/'), ...uploadErrors },
      }),
      async (c) => {
        const u = requireUser(c);
        await countUpload(db, u.id);
        const file = await receiveUpload(c.req.raw, spoolDir);
        return c.json(await storeTempUpload(db, storage, u.id, file), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/temp',
        tags: ['Attachments'],
        summary: 'Deletes a temporary upload that no contact has claimed',
        request: { query: pathQuery },
        responses: { 204: { description: 'Deleted' }, ...errorResponses, 404: errorResponse('No such upload') },
      }),
      async (c) => {
        const u = requireUser(c);
        await deleteTempUpload(db, storage, u.id, c.req.valid('query').path);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/download',
        tags: ['Attachments'],
        summary: 'Downloads (or, with disposition=inline, opens) a file of the user',
        request: { query: pathQuery.extend({ disposition: z.enum(['attachment', 'inline']).default('attachment') }) },
        responses: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          ...errorResponses,
          404: errorResponse('No such file'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        const { path: filePath, disposition: kind } = c.req.valid('query');
        const { record, object } = await openAttachment(db, storage, u.id, filePath);
        return c.body(Readable.toWeb(object.body) as ReadableStream, 200, {
          'Content-Type': record.type,
          'Content-Length': String(object.size),
          'Content-Disposition': disposition(kind, record.displayName || record.name),
          'Cache-Control': 'private, no-store',
        });
      },
    );
}
