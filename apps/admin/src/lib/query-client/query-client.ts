import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isCancel, isHttpError } from '../http/client';
import { isClientError } from '../http/errors';
import { reportError } from './report-error';
import './meta';

/** Retry once, and only what may succeed the second time: network errors and 5xx, never 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isHttpError(error) && !isCancel(error) && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, { kind: 'query', meta: query.meta }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportError(error, { kind: 'mutation', meta: mutation.meta }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 8_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; loaders (outside React) seed it with ensureQueryData. */
export const queryClient = createQueryClient();
