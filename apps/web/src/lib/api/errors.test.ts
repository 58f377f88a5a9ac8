import { describe, expect, it } from 'vitest';
import { toApiError } from './errors';

describe('the one error parser', () => {
  it('reads the error shape', () => {
    const e = toApiError(409, 'Conflict', { error: { code: 'CONFLICT', message: 'Too many', details: [1], requestId: 'r1' } });
    expect(e).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Too many', details: [1], requestId: 'r1' });
  });

  it('falls back to the status for anything else (a proxy page, an empty body)', () => {
    expect(toApiError(502, 'Bad Gateway', '<html>')).toMatchObject({ code: 'HTTP_502', message: 'Bad Gateway' });
    expect(toApiError(500, '', undefined)).toMatchObject({ code: 'HTTP_500', message: 'Request failed' });
    expect(toApiError(400, 'Bad Request', { error: 'x' })).toMatchObject({ code: 'HTTP_400' });
  });
});
