import { ADMIN_FLAG_CACHE_MS, SESSION_EXPIRED_CODE } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { adminQueryDefaults } from './admin-query-defaults';
import { adminStatusQueryOptions } from './get-admin-status';

describe('admin queries (spec §9 Admin)', () => {
  it('retry once, never after the server signed the session out, and do not refetch on window focus', () => {
    const failure = new ApiError(500, 'INTERNAL', 'boom');
    expect(adminQueryDefaults.retry(0, failure)).toBe(true);
    expect(adminQueryDefaults.retry(1, failure)).toBe(false);
    expect(adminQueryDefaults.retry(0, new ApiError(401, SESSION_EXPIRED_CODE, 'Session Expired'))).toBe(false);
    expect(adminQueryDefaults.refetchOnWindowFocus).toBe(false);
  });

  it('keeps the is_admin flag 5 minutes and does not ask again on window focus', () => {
    const options = adminStatusQueryOptions('user-1');
    expect(options.staleTime).toBe(ADMIN_FLAG_CACHE_MS);
    expect(ADMIN_FLAG_CACHE_MS).toBe(5 * 60 * 1000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(adminStatusQueryOptions(undefined).enabled).toBe(false);
  });
});
