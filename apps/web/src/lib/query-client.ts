import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a flaky network might.
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
