/** The user's organisation (/api/org). */
import { createRoute } from '@hono/zod-openapi';
import { organisationSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { getOrganisation } from './organisation.service.ts';

export function organisationRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Trial'],
      summary: "The signed-in user's organisation and its subscription (spec get_my_org)",
      responses: { 200: jsonContent(organisationSchema, 'Organisation'), ...errorResponses, 404: errorResponse('Organization not found') },
    }),
    async (c) => c.json(await getOrganisation(db, requireUser(c).id), 200),
  );
}
