import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'NOT_FOUND' }),
      message: z.string(),
      details: z.unknown().optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi('Error');

/** A response in the one error shape, described for this route (400 invalid input, 404 no such thing, ...). */
export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });

export const errorResponses = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
} as const;

/** The `{id}` path parameter of a resource's routes. */
export const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

/** A required JSON request body of this schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The document's header, shared by /api/openapi.json and the generated web types. */
export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: { title: 'Tradeloom API', version: '1.0.0', description: 'Relationship intelligence for commodity trade.' },
};
