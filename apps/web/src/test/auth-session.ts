import { vi } from 'vitest';

/**
 * `vi.mock('@/lib/auth-client', async (original) => (await import('@/test/auth-session')).quietSession(original))`
 * (vi.mock runs before the file's imports): the real auth client, but re-reading the session does
 * nothing. Better Auth's session store tears down its listeners a second after the last one leaves,
 * which can fall after the test file's simulated window is gone (an unhandled error); re-reading the
 * session is rarely what a component test is about. The mock is `refreshSession` of the module, for
 * tests that check it was called.
 */
export async function quietSession(importOriginal: <T>() => Promise<T>) {
  return { ...(await importOriginal<object>()), refreshSession: vi.fn(async () => {}) };
}
