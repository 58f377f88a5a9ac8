/**
 * A write drops its user's cached answers (the response cache's lists and the assistant's network
 * index) as soon as it ends, before the database's announcement of the change reaches the caches (it
 * reaches every instance a moment later). Every write does, unless its route declares that what it
 * writes is nothing a cached answer is read from: a paid action's metering (credits, demo counters,
 * audit events) and the action's own records, such as an assistant answer's messages. That
 * declaration sits on the route itself, so no list of paths has to follow the routes around.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * Route middleware (`createRoute({ middleware: leavesCachedAnswers, … })`): this route's writes change
 * nothing a cached answer is read from, so its user's cached answers stay.
 */
export const leavesCachedAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('leavesCachedAnswers', true);
  await next();
};

/** What a user's cached answers are held in (the app's deps); both drop the user at once. */
export interface UserCaches {
  answers: { dropUser(userId: string): void };
  assistant: { network: { forget(userId: string): void } };
}

/** App middleware: once a signed-in user's write request ends, their cached answers go (see above). */
export function dropCachedAnswersAfterWrites(caches: UserCaches): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const user = c.get('user');
    if (!user || c.req.method === 'GET' || c.req.method === 'HEAD' || c.get('leavesCachedAnswers')) return;
    // Read at request time: an app built for its route table alone (the API contract) has no caches.
    caches.answers.dropUser(user.id);
    caches.assistant.network.forget(user.id);
  };
}
