import type { ContactListResponse } from '@tradeloom/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { takeEarlyFirstPage } from './early-contacts';

const plain: ContactListParams = { q: '', commodities: [], locations: [], roles: [], sort: 'newest' };
const page: ContactListResponse = { items: [], nextCursor: null, total: 0, matchedBy: 'exact' };
const holder = window as { __tradeloomEarly?: { contacts?: unknown } };
const early = (over: Partial<{ limit: number; page: Promise<unknown>; at: number }> = {}) => {
  holder.__tradeloomEarly = { contacts: { limit: 60, page: Promise.resolve(page), at: Date.now(), ...over } };
};

describe('the early first page from boot.js', () => {
  afterEach(() => {
    delete holder.__tradeloomEarly;
  });

  it('serves the plain list’s first page once', async () => {
    early();
    expect(await takeEarlyFirstPage(plain, undefined)).toEqual(page);
    expect(takeEarlyFirstPage(plain, undefined)).toBeNull();
  });

  it('is not used for another request: a search, a filter, a sort, a later page or another page size', () => {
    for (const params of [
      { ...plain, q: 'gold' },
      { ...plain, roles: ['Buyer'] },
      { ...plain, sort: 'name' as const },
    ]) {
      early();
      expect(takeEarlyFirstPage(params, undefined)).toBeNull();
    }
    early();
    expect(takeEarlyFirstPage(plain, 'cursor')).toBeNull();
    early({ limit: 61 });
    expect(takeEarlyFirstPage(plain, undefined)).toBeNull();
  });

  it('is not used when old, or when it did not come back as a page', async () => {
    early({ at: Date.now() - 60_000 });
    expect(takeEarlyFirstPage(plain, undefined)).toBeNull();
    early({ page: Promise.resolve(null) });
    expect(await takeEarlyFirstPage(plain, undefined)).toBeNull();
    early({ page: Promise.resolve({ error: { code: 'UNAUTHORIZED' } }) });
    expect(await takeEarlyFirstPage(plain, undefined)).toBeNull();
  });
});
