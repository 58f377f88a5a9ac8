import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useContactFilters } from './use-contact-filters';

/** Shows the hook's state and offers its actions, so the test drives it as the screen does. */
function Probe() {
  const f = useContactFilters();
  return (
    <div>
      <input aria-label="search" value={f.search} onChange={(e) => f.setSearch(e.target.value)} />
      <output aria-label="state">{JSON.stringify({ q: f.params.q, roles: f.roles, sort: f.sort })}</output>
      <button type="button" onClick={() => f.toggle('roles', 'Broker')}>
        broker
      </button>
      <button type="button" onClick={() => f.setSort('company')}>
        company
      </button>
    </div>
  );
}

function setup(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <p>start</p> },
      { path: '/contacts', element: <Probe /> },
    ],
    { initialEntries: ['/start', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');
  return { router, state, search: () => screen.getByLabelText<HTMLInputElement>('search') };
}

const change = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the contacts list state in the URL', () => {
  it('starts from a shared link: search, role and order', () => {
    const { state, search } = setup('/contacts?q=copper&role=Broker&sort=name');
    expect(state()).toEqual({ q: 'copper', roles: ['Broker'], sort: 'name' });
    expect(search().value).toBe('copper');
  });

  it('replaces the history entry while typing, pushes one per filter or order, and Back restores both', async () => {
    const { router, state, search } = setup('/contacts');
    for (const text of ['c', 'co', 'cop', 'copper']) change(search(), text);
    await waitFor(() => expect(router.state.location.search).toBe('?q=copper'));
    expect(router.state.historyAction).toBe('REPLACE');

    act(() => screen.getByText('broker').click());
    await waitFor(() => expect(router.state.location.search).toBe('?q=copper&role=Broker'));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => screen.getByText('company').click());
    await waitFor(() => expect(router.state.location.search).toBe('?q=copper&role=Broker&sort=company'));

    change(search(), 'gold');
    await waitFor(() => expect(router.state.location.search).toBe('?q=gold&role=Broker&sort=company'));

    // Back restores the entry as it was: the settled search is not written over it.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=copper&role=Broker');
    expect(state()).toEqual({ q: 'copper', roles: ['Broker'], sort: 'newest' });
    expect(search().value).toBe('copper');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.search).toBe('?q=copper&role=Broker');
    await act(() => router.navigate(-1));
    expect(state()).toEqual({ q: 'copper', roles: [], sort: 'newest' });
    // The typing made no entries of its own: one more Back leaves the screen.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('shows the search of the entry Back returns to, even when Back comes with the write of a new search', async () => {
    const { router, search } = setup('/contacts?q=copper&sort=company');
    act(() => screen.getByText('broker').click());
    await waitFor(() => expect(router.state.location.search).toBe('?q=copper&role=Broker&sort=company'));
    // Back follows the search's own write at once, so React sees the two URLs as one change.
    const navigate = router.navigate.bind(router);
    router.navigate = (async (...args: Parameters<typeof navigate>) => {
      await navigate(...args);
      router.navigate = navigate;
      await navigate(-1);
    }) as typeof navigate;
    change(search(), 'wheat');
    await waitFor(() => expect(router.navigate).toBe(navigate));
    await waitFor(() => expect(router.state.location.search).toBe('?q=copper&sort=company'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(search().value).toBe('copper');
    expect(router.state.location.search).toBe('?q=copper&sort=company');
  });
});
