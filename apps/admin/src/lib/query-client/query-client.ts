import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { isCancel, isHttpError } from '../http/client';
import { isClientError } from '../http/errors';
import { retryAfterMs } from '../http/retry-after';
import { reportError } from './report-error';
import './meta';

/** A busy server (503 with Retry-After) is asked again up to this many times. */
const BUSY_RETRIES = 3;
/** A wait the server asks for beyond this is not waited out: the page shows the error instead. */
const LONGEST_RETRY_AFTER_MS = 30_000;

/**
 * Retry only what may succeed another time: network errors and 5xx, never 4xx. Once, unless the
 * server said when to come back (its load shedding answers 503 with Retry-After before it does any
 * work): then up to BUSY_RETRIES times, after the wait it asked for.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isHttpError(error) || isCancel(error) || isClientError(error)) return false;
  const wait = retryAfterMs(error);
  if (wait === undefined) return failureCount < 1;
  return failureCount < BUSY_RETRIES && wait <= LONGEST_RETRY_AFTER_MS;
}

/**
 * The wait before a retry: the server's Retry-After with up to half of it again at random (so the
 * tabs it turned away do not all come back in the same instant), else TanStack's doubling delay.
 */
export function queryRetryDelay(
  failureCount: number,
  error: unknown,
  random = Math.random,
): number {
  const wait = retryAfterMs(error);
  if (wait !== undefined) return wait + Math.round(random() * (wait / 2));
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, { kind: 'query', meta: query.meta }),
    }),
    mutationCache: new MutationCache({
      // What must not wait for the connection (meta.offline) is refused at once while offline.
      onMutate: (_variables, mutation) => {
        if (mutation.meta?.offline === 'refuse' && !onlineManager.isOnline())
          throw new Error(i18n.t('errors.offlineRefused'));
      },
      onError: (error, _variables, _context, mutation) =>
        reportError(error, { kind: 'mutation', meta: mutation.meta }),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (failureCount, error) => queryRetryDelay(failureCount, error),
        refetchOnWindowFocus: false,
        staleTime: 8_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; loaders (outside React) seed it with ensureQueryData. */
export const queryClient = createQueryClient();
