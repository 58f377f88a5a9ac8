import { isSessionExpired } from './admin-activity';

/**
 * What every admin page's query shares (spec §9 'Admin'): one retry, no refetch when the window
 * regains focus, and a session the server signed out (SESSION_EXPIRED) is not asked again.
 * Spread it into a page's queryOptions: `queryOptions({ ...adminQueryDefaults, queryKey, queryFn })`.
 */
export const adminQueryDefaults = {
  retry: (failures: number, error: unknown) => failures < 1 && !isSessionExpired(error),
  refetchOnWindowFocus: false,
} as const;
