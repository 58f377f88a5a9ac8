import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api as client, unwrap } from '@/lib/api/client';
import { fakeApi, installFakeApi, uninstallFakeApi } from './fake-api';
import { apiError, renderWithApp, reply } from './render';

function Name() {
  const { data, error } = useQuery({ queryKey: ['profile'], queryFn: () => unwrap(client.GET('/api/profile')) });
  if (error) return <p>failed: {error.message}</p>;
  return <p>{data ? data.full_name : 'loading'}</p>;
}

describe('the fake API', () => {
  it('answers the typed client by method and path, with path parameters, and records the calls', async () => {
    const api = fakeApi({ 'GET /api/profile': { full_name: 'Amara Obi' } })
      .on('DELETE /api/contacts/{id}', ({ params }) => reply(200, { deleted: params.id }))
      .on('POST /api/contacts', ({ body }) => apiError(409, 'LIMIT', `no room for ${body.full_name}`));
    installFakeApi(api);
    expect(await unwrap(client.GET('/api/profile'))).toEqual({ full_name: 'Amara Obi' });
    expect(await unwrap(client.DELETE('/api/contacts/{id}', { params: { path: { id: 'c-1' } } }))).toEqual({ deleted: 'c-1' });
    await expect(unwrap(client.POST('/api/contacts', { body: { full_name: 'Ben' } as never }))).rejects.toMatchObject({
      status: 409,
      code: 'LIMIT',
      message: 'no room for Ben',
    });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/profile', 'DELETE /api/contacts/c-1', 'POST /api/contacts']);
    expect(api.callsTo('DELETE /api/contacts/{id}')[0]?.params).toEqual({ id: 'c-1' });
    uninstallFakeApi();
  });

  it('fails the test when asked what no route answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi(fakeApi());
    const { response } = await client.GET('/api/profile');
    expect(response.status).toBe(501);
    expect(() => uninstallFakeApi()).toThrow(/GET \/api\/profile/);
    vi.restoreAllMocks();
  });

  it('renders a component with the providers, the router and the API', async () => {
    const { api } = renderWithApp(<Name />, { api: { 'GET /api/profile': { full_name: 'Amara Obi' } }, route: '/settings' });
    expect(await screen.findByText('Amara Obi')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });
});
