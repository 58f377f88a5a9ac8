/**
 * The one way a component test renders: the app's providers (theme, queries, tooltips, a router at a
 * chosen URL) around the component, and a fake API (test/fake-api.ts) that answers its requests.
 *
 *   const { api, user } = renderWithApp(<DeleteAccountCard />, {
 *     api: { 'GET /api/profile/deletion': NONE, 'POST /api/profile/deletion': ({ body }) => reply(202, PENDING) },
 *   });
 *   await user.click(await screen.findByRole('button', { name: 'Delete account' }));
 *   expect(api.callsTo('POST /api/profile/deletion')).toHaveLength(1);
 *
 * A request no route answers fails the test. Components that re-read the Better Auth session also need
 * `vi.mock('@/lib/auth-client', async (original) => (await import('@/test/auth-session')).quietSession(original))`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { type Answer, type Route as ApiRoute, type FakeApi, fakeApi, type Handler, installFakeApi } from './fake-api';

export { type ApiCall, apiError, type FakeApi, fakeApi, type Route, reply } from './fake-api';

export interface RenderOptions {
  /** The URL the router starts at (default `/`). */
  route?: string;
  /** A route pattern for the component (e.g. `/contacts/:id`), so its `useParams` read the URL. */
  path?: string;
  /** More routes beside the component's (e.g. a page that shows where a link led). */
  routes?: ReactNode;
  /** The answers of the API (or a fakeApi already built); none means any request fails the test. */
  api?: FakeApi | Partial<Record<ApiRoute, Answer | Handler>>;
  /** A query client of the test's own (default: a fresh one that never retries). */
  queryClient?: QueryClient;
  /** false when the component brings its own router. */
  router?: boolean;
}

export interface AppRender extends RenderResult {
  api: FakeApi;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

const isFakeApi = (api: RenderOptions['api']): api is FakeApi => typeof (api as FakeApi | undefined)?.fetch === 'function';

/** The app's providers around `ui`, without rendering (for `renderHook`'s wrapper or a rerender). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>{children}</TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): AppRender {
  const api = installFakeApi(isFakeApi(options.api) ? options.api : fakeApi(options.api));
  const queryClient = options.queryClient ?? testQueryClient();
  const user = userEvent.setup();
  let tree: ReactNode = ui;
  if (options.path || options.routes) {
    tree = (
      <Routes>
        <Route path={options.path ?? '*'} element={ui} />
        {options.routes}
      </Routes>
    );
  }
  if (options.router !== false) tree = <MemoryRouter initialEntries={[options.route ?? '/']}>{tree}</MemoryRouter>;
  const result = render(<AppProviders queryClient={queryClient}>{tree}</AppProviders>);
  return { ...result, api, queryClient, user };
}
