/**
 * Live profile streams (decision 015): the database announces every change of a user's credits
 * ('k:<user>') and profile ('p:<user>') on the change feed, on whichever instance made it; each
 * instance passes it to the streams its own users hold open.
 */
import type { ChangeFeed } from '../../db/change-feed.ts';

/** Streams one user may hold open on one instance (tabs, devices); the oldest is closed past it. */
export const MAX_STREAMS_PER_USER = 8;

export interface ProfileEvents {
  /** Calls `listener` on every change of the user's profile or credits; returns the unsubscribe. */
  listen(userId: string, listener: () => void, close: () => void): () => void;
  count(userId: string): number;
}

export function createProfileEvents(feed: ChangeFeed): ProfileEvents {
  const byUser = new Map<string, Map<() => void, () => void>>();
  feed.subscribe((payload) => {
    if (payload === null) {
      // The feed went down or came back: changes may have been missed, so everyone reads again.
      for (const listeners of byUser.values()) for (const l of listeners.keys()) l();
      return;
    }
    const kind = payload.slice(0, 2);
    if (kind !== 'k:' && kind !== 'p:') return;
    const listeners = byUser.get(payload.slice(2));
    if (listeners) for (const l of listeners.keys()) l();
  });
  return {
    listen(userId, listener, close) {
      let listeners = byUser.get(userId);
      if (!listeners) {
        listeners = new Map();
        byUser.set(userId, listeners);
      }
      if (listeners.size >= MAX_STREAMS_PER_USER) {
        const [oldest, closeOldest] = listeners.entries().next().value as [() => void, () => void];
        listeners.delete(oldest);
        closeOldest();
      }
      listeners.set(listener, close);
      return () => {
        const current = byUser.get(userId);
        current?.delete(listener);
        if (current?.size === 0) byUser.delete(userId);
      };
    },
    count: (userId) => byUser.get(userId)?.size ?? 0,
  };
}
