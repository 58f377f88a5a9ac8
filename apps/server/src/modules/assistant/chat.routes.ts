import { createRoute } from '@hono/zod-openapi';
import { chatMessagesResponseSchema, chatRequestSchema, chatResponseSchema, chatSuggestionsResponseSchema } from '@tradeloom/domain';
import { streamSSE } from 'hono/streaming';
import { leavesCachedAnswers } from '../../lib/cached-answers.ts';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { ApiError, errorBody } from '../../lib/errors.ts';
import { errorResponse, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { askAssistant, checkCanAsk, clearChatMessages, listChatMessages, suggestQuestions } from './chat.service.ts';

export function chatRoutes(deps: AppDeps) {
  const { db, assistant } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/chat',
        middleware: leavesCachedAnswers,
        tags: ['Assistant'],
        summary: 'Asks the AI CRM Assistant about the user’s own network; each answer costs one credit',
        description:
          'Answers from the built-in assistant, or from the configured OpenAI-compatible model with tools over the same functions. ' +
          'With `Accept: text/event-stream` the answer streams as server-sent events: `delta` events carry `{text}` as it is written, ' +
          'then one `done` event carries the JSON answer below (or an `error` event the error shape). Errors found before the answer ' +
          'starts (validation, no credits) answer as JSON with their status either way.',
        request: { body: jsonBody(chatRequestSchema) },
        responses: {
          200: {
            description: 'The answer (JSON), or its stream of server-sent events',
            content: { 'application/json': { schema: chatResponseSchema }, 'text/event-stream': { schema: chatResponseSchema } },
          },
          ...errorResponses,
          402: errorResponse('No credits remaining'),
        },
      }),
      async (c) => {
        const user = requireUser(c);
        const input = c.req.valid('json');
        const signal = c.req.raw.signal;
        if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
          return c.json(await askAssistant(db, assistant, user.id, input, { signal }), 200);
        }
        // 'No credits' (or the demo's limit) still answers 402 as JSON: checked before the stream opens.
        await checkCanAsk(db, user.id);
        return streamSSE(c, async (stream) => {
          try {
            const answer = await askAssistant(db, assistant, user.id, input, {
              onText: (text) => void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
              signal,
            });
            await stream.writeSSE({ event: 'done', data: JSON.stringify(answer) });
          } catch (e) {
            if (signal.aborted) return;
            const status = e instanceof ApiError ? e.status : 500;
            c.get('logger')[status >= 500 ? 'error' : 'info']({ err: e }, 'assistant answer failed');
            const body =
              e instanceof ApiError
                ? errorBody(e.code, e.message, c.get('requestId'))
                : errorBody('INTERNAL_ERROR', 'The assistant could not answer', c.get('requestId'));
            await stream.writeSSE({ event: 'error', data: JSON.stringify({ status, ...body }) });
          }
        });
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/chat/messages',
        tags: ['Assistant'],
        summary: 'The user’s stored conversation with the assistant, oldest first',
        responses: { 200: jsonContent(chatMessagesResponseSchema, 'The conversation'), ...errorResponses },
      }),
      async (c) => c.json({ messages: await listChatMessages(db, requireUser(c).id) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/chat/suggestions',
        tags: ['Assistant'],
        summary: 'Questions to offer in an empty conversation, naming people and products of the network the user sees; costs nothing',
        responses: { 200: jsonContent(chatSuggestionsResponseSchema, 'The questions'), ...errorResponses },
      }),
      async (c) => c.json({ suggestions: await suggestQuestions(assistant, requireUser(c).id) }, 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/chat/messages',
        middleware: leavesCachedAnswers,
        tags: ['Assistant'],
        summary: 'Starts a new conversation: deletes the stored one',
        responses: { 204: { description: 'Deleted' }, ...errorResponses },
      }),
      async (c) => {
        await clearChatMessages(db, requireUser(c).id);
        return c.body(null, 204);
      },
    );
}
