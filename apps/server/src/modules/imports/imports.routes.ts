/** Contact files read in: upload, mapping, review, start and retry (/api/imports). */
import { createRoute } from '@hono/zod-openapi';
import {
  contactImportListSchema,
  contactImportSchema,
  importReviewRequestSchema,
  importReviewSchema,
  importStartSchema,
  importUploadResponseSchema,
} from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { importReader } from './import-reader.ts';
import { receiveImportFile } from './import-upload.ts';
import {
  createImport,
  deleteImport,
  getImport,
  getImportColumns,
  listImports,
  retryImport,
  reviewImport,
  startImport,
} from './imports.service.ts';

const fileBody = {
  required: true,
  description: 'multipart/form-data with one file in the field `file` (at most 50 MB: .csv, .xlsx, .vcf, or a Tradeloom .json export)',
  content: {
    'multipart/form-data': {
      schema: { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } }, required: ['file'] },
    },
  },
};

export function importRoutes(deps: AppDeps) {
  const { db, storage } = deps;
  const router = createRouter();
  // A reader process is started on the signed-in user's first request here (the import page lists
  // the imports before a file is chosen), not while the server starts: it is 60-75 MB beside the
  // server and its load competed with the start (decision 038). Tests start theirs when they need one.
  let warmOnFirstUse = deps.config.env !== 'test';
  router.use('*', async (c, next) => {
    if (warmOnFirstUse && c.get('user')) {
      warmOnFirstUse = false;
      void importReader().warm();
    }
    await next();
  });
  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['Import and export'],
        summary: 'Uploads a contact file: answers its columns, first rows and a suggested mapping (the import is pending)',
        request: { body: fileBody },
        responses: {
          201: jsonContent(importUploadResponseSchema, 'Read; waiting for the mapping'),
          ...errorResponses,
          413: errorResponse('File larger than 50 MB'),
          415: errorResponse('Not a CSV, Excel, vCard or Tradeloom JSON file'),
          422: errorResponse('The file is larger inside than an import may read (a limit on its unpacked size, columns, cells or text)'),
          429: errorResponse("Too many uploads, or two of the user's files are being read already; see Retry-After"),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        const created = await receiveImportFile(db, deps.config.dataDir, u.id, c.req.raw, (file) => createImport(db, storage, u.id, file));
        return c.json(created, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Import and export'],
        summary: "The user's imports, newest first (20)",
        responses: { 200: jsonContent(contactImportListSchema, 'Imports'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json({ imports: await listImports(db, u.id) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}',
        tags: ['Import and export'],
        summary: 'One import: status and results (progress while processing)',
        request: { params: idParams },
        responses: { 200: jsonContent(contactImportSchema, 'Import'), ...errorResponses, 404: errorResponse('No such import') },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await getImport(db, u.id, c.req.valid('param').id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}/columns',
        tags: ['Import and export'],
        summary: 'A pending import taken up again: its columns, first rows and a suggested mapping, as the upload answered',
        request: { params: idParams },
        responses: {
          200: jsonContent(importUploadResponseSchema, 'Waiting for the mapping'),
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Already started'),
          410: errorResponse('The file is gone; upload again'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await getImportColumns(db, storage, u.id, c.req.valid('param').id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        tags: ['Import and export'],
        summary: 'Cancels an import that has not started (its record and file are removed)',
        request: { params: idParams },
        responses: {
          204: { description: 'Cancelled' },
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Already started'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        await deleteImport(db, storage, u.id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/review',
        tags: ['Import and export'],
        summary: 'Applies a mapping to the whole file without writing: rows ready, row errors, likely duplicates, plan room',
        request: { params: idParams, body: jsonBody(importReviewRequestSchema) },
        responses: {
          200: jsonContent(importReviewSchema, 'Review'),
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Already started'),
          410: errorResponse('The file is gone; upload again'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await reviewImport(db, storage, u.id, c.req.valid('param').id, c.req.valid('json').mapping), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/start',
        tags: ['Import and export'],
        summary: 'Starts the import in the background with the mapping and the duplicate actions',
        request: { params: idParams, body: jsonBody(importStartSchema) },
        responses: {
          202: jsonContent(contactImportSchema, 'Processing'),
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Already started'),
          410: errorResponse('The file is gone; upload again'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await startImport(db, storage, u.id, c.req.valid('param').id, c.req.valid('json')), 202);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/retry',
        tags: ['Import and export'],
        summary: 'Continues a failed import after the rows that landed',
        request: { params: idParams },
        responses: {
          202: jsonContent(contactImportSchema, 'Processing'),
          ...errorResponses,
          404: errorResponse('No such import'),
          409: errorResponse('Not failed'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json(await retryImport(db, u.id, c.req.valid('param').id), 202);
      },
    );
}
