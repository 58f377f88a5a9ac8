import { createRoute, z } from '@hono/zod-openapi';
import {
  type ContactFacets,
  type ContactListResponse,
  contactCadenceBulkResponseSchema,
  contactCadenceBulkSchema,
  contactCountSchema,
  contactExportQuerySchema,
  contactFacetsSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactSchema,
  contactUpdateSchema,
  duplicateCheckResponseSchema,
  duplicateCheckSchema,
  duplicateGroupsSchema,
  interactionInputSchema,
  interactionSchema,
  mergeRequestSchema,
} from '@tradeloom/domain';
import type { TypedResponse } from 'hono';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { disposition } from '../../lib/disposition.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { sendCachedJson } from '../../lib/response-cache.ts';
import { setCadenceBulk } from './cadence.service.ts';
import { exportContacts } from './contacts.export.ts';
import { contactFacets, listContactsBody } from './contacts.search.ts';
import { countOwnContacts, createContact, deleteContact, getContact, updateContact } from './contacts.service.ts';
import { checkDuplicates, duplicateGroups, mergeContacts } from './duplicates.service.ts';
import { addInteraction, listInteractions } from './interactions.service.ts';

export function contactRoutes(deps: AppDeps) {
  const { db, answers } = deps;
  return (
    createRouter()
      // Static paths first: /export, /duplicates and /merge would otherwise be taken by /{id}.
      .openapi(
        createRoute({
          method: 'get',
          path: '/export',
          tags: ['Import and export'],
          summary: "Downloads the user's own contacts (all, or those the search and filters match) as CSV, vCard or JSON",
          request: { query: contactExportQuerySchema },
          responses: {
            200: {
              description: 'The file',
              content: {
                'text/csv': { schema: { type: 'string' } },
                'text/vcard': { schema: { type: 'string' } },
                'application/json': { schema: { type: 'string' } },
              },
            },
            ...errorResponses,
          },
        }),
        async (c) => {
          const u = requireUser(c);
          const file = await exportContacts(db, u.id, c.req.valid('query'));
          return c.body(file.body, 200, {
            'Content-Type': file.contentType,
            'Content-Disposition': disposition('attachment', file.fileName),
            'Cache-Control': 'no-store',
            'X-Contact-Count': String(file.count),
          });
        },
      )
      .openapi(
        createRoute({
          method: 'get',
          path: '/duplicates',
          tags: ['Import and export'],
          summary: "Groups of likely duplicates across the user's own contacts",
          responses: { 200: jsonContent(duplicateGroupsSchema, 'Groups'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await duplicateGroups(db, u.id), 200);
        },
      )
      .openapi(
        createRoute({
          method: 'post',
          path: '/duplicates/check',
          tags: ['Import and export'],
          summary: 'Likely duplicates of a contact about to be saved',
          request: { body: jsonBody(duplicateCheckSchema) },
          responses: { 200: jsonContent(duplicateCheckResponseSchema, 'Matches'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await checkDuplicates(db, u.id, c.req.valid('json')), 200);
        },
      )
      .openapi(
        createRoute({
          method: 'post',
          path: '/merge',
          tags: ['Import and export'],
          summary: 'Merges duplicates into a primary contact: fields, notes, commodities, files and history kept',
          request: { body: jsonBody(mergeRequestSchema) },
          responses: {
            200: jsonContent(contactSchema, 'The merged contact'),
            ...errorResponses,
            403: errorResponse('Demo contact'),
            404: errorResponse('No such contact'),
            409: errorResponse('The merged contact would be too large'),
          },
        }),
        async (c) => {
          const u = requireUser(c);
          const body = c.req.valid('json');
          return c.json(await mergeContacts(db, u.id, body.primary_id, body.duplicate_ids), 200);
        },
      )
      .openapi(
        createRoute({
          method: 'post',
          path: '/cadence',
          tags: ['Contacts'],
          summary:
            "Sets (or clears, null) the keep-in-touch cadence of the user's own contacts: the ids given, or every match of the list's filter",
          request: { body: jsonBody(contactCadenceBulkSchema) },
          responses: { 200: jsonContent(contactCadenceBulkResponseSchema, 'How many contacts changed'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json({ updated: await setCadenceBulk(db, u.id, c.req.valid('json')) }, 200);
        },
      )
      .openapi(
        createRoute({
          method: 'get',
          path: '/',
          tags: ['Contacts'],
          summary: "Own contacts (plus the demo account's in demo mode), newest change first; search, filters, cursor pages",
          request: { query: contactListQuerySchema },
          responses: { 200: jsonContent(contactListResponseSchema, 'A page of contacts'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          // The page's JSON comes from the database as text (contacts.search.ts listPage), kept and sent as is.
          const query = c.req.valid('query');
          const key = `list ${JSON.stringify(query)}`;
          const seen = answers.version;
          const answer = answers.get(u.id, key) ?? answers.set(u.id, key, await listContactsBody(db, u.id, query), seen);
          return (await sendCachedJson(c, answer)) as unknown as TypedResponse<ContactListResponse, 200, 'json'>;
        },
      )
      // Static paths before /{id}.
      .openapi(
        createRoute({
          method: 'get',
          path: '/facets',
          tags: ['Contacts'],
          summary: 'Commodity and location values with counts, for the Filters dropdown',
          responses: { 200: jsonContent(contactFacetsSchema, 'Facets'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          const seen = answers.version;
          const answer = answers.get(u.id, 'facets') ?? answers.set(u.id, 'facets', JSON.stringify(await contactFacets(db, u.id)), seen);
          return (await sendCachedJson(c, answer)) as unknown as TypedResponse<ContactFacets, 200, 'json'>;
        },
      )
      .openapi(
        createRoute({
          method: 'get',
          path: '/count',
          tags: ['Contacts'],
          summary: "Number of the user's own contacts",
          responses: { 200: jsonContent(contactCountSchema, 'Count'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json({ count: await countOwnContacts(db, u.id) }, 200);
        },
      )
      .openapi(
        createRoute({
          method: 'post',
          path: '/',
          tags: ['Contacts'],
          summary: 'Adds a contact; temporary uploads named in `attachments` become its files',
          request: { body: jsonBody(contactInputSchema) },
          responses: { 201: jsonContent(contactSchema, 'Created'), ...errorResponses },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await createContact(db, u.id, c.req.valid('json')), 201);
        },
      )
      .openapi(
        createRoute({
          method: 'get',
          path: '/{id}',
          tags: ['Contacts'],
          summary: 'One contact the user can see',
          request: { params: idParams },
          responses: { 200: jsonContent(contactSchema, 'Contact'), ...errorResponses, 404: errorResponse('No such contact') },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await getContact(db, u.id, c.req.valid('param').id), 200);
        },
      )
      .openapi(
        createRoute({
          method: 'patch',
          path: '/{id}',
          tags: ['Contacts'],
          summary: 'Changes the fields given; demo contacts are read-only',
          request: { params: idParams, body: jsonBody(contactUpdateSchema) },
          responses: {
            200: jsonContent(contactSchema, 'Updated'),
            ...errorResponses,
            403: errorResponse('Demo contact'),
            404: errorResponse('No such contact'),
          },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await updateContact(db, u.id, c.req.valid('param').id, c.req.valid('json')), 200);
        },
      )
      .openapi(
        createRoute({
          method: 'get',
          path: '/{id}/interactions',
          tags: ['Contacts'],
          summary: "A contact's relationship history, newest first",
          request: { params: idParams },
          responses: {
            200: jsonContent(z.array(interactionSchema), 'Interactions'),
            ...errorResponses,
            404: errorResponse('No such contact'),
          },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await listInteractions(db, u.id, c.req.valid('param').id), 200);
        },
      )
      .openapi(
        createRoute({
          method: 'post',
          path: '/{id}/interactions',
          tags: ['Contacts'],
          summary: 'Logs a call, meeting, e-mail, message or note, and moves the last-contacted date',
          request: { params: idParams, body: jsonBody(interactionInputSchema) },
          responses: {
            201: jsonContent(interactionSchema, 'Logged'),
            ...errorResponses,
            403: errorResponse('Demo contact'),
            404: errorResponse('No such contact'),
          },
        }),
        async (c) => {
          const u = requireUser(c);
          return c.json(await addInteraction(db, u.id, c.req.valid('param').id, c.req.valid('json')), 201);
        },
      )
      .openapi(
        createRoute({
          method: 'delete',
          path: '/{id}',
          tags: ['Contacts'],
          summary: 'Deletes a contact and its files; demo contacts are read-only',
          request: { params: idParams },
          responses: {
            204: { description: 'Deleted' },
            ...errorResponses,
            403: errorResponse('Demo contact'),
            404: errorResponse('No such contact'),
          },
        }),
        async (c) => {
          const u = requireUser(c);
          await deleteContact(db, deps.storage, deps.logger, u.id, c.req.valid('param').id);
          return c.body(null, 204);
        },
      )
  );
}
