import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as HttpErrorHelper from '../../test/http-error';
import type * as Reporter from './sentry';

/** What the reporter gave Sentry: its options, and each captured error with the scope's tags. */
interface Recorded {
  options?: BrowserOptions;
  captured: { error: unknown; tags: Record<string, string> }[];
}

/**
 * ./sentry.ts on a stand-in Sentry SDK, fresh modules (the test files share theirs), and the
 * httpError helper of the same modules (an HttpError of others is not one to these).
 */
async function loadReporter(): Promise<
  [typeof Reporter, Recorded, typeof HttpErrorHelper.httpError]
> {
  const recorded: Recorded = { captured: [] };
  let tags: Record<string, string> = {};
  vi.resetModules();
  vi.doMock('@sentry/react', () => {
    const integration = (name: string) => () => ({ name });
    return {
      init: (options: BrowserOptions) => {
        recorded.options = options;
      },
      withScope: (callback: (scope: unknown) => void) => {
        tags = {};
        callback({ setTag: (key: string, value: string) => (tags[key] = value) });
      },
      captureException: (error: unknown) => recorded.captured.push({ error, tags }),
      breadcrumbsIntegration: integration('Breadcrumbs'),
      dedupeIntegration: integration('Dedupe'),
      eventFiltersIntegration: integration('EventFilters'),
      functionToStringIntegration: integration('FunctionToString'),
      globalHandlersIntegration: integration('GlobalHandlers'),
      httpContextIntegration: integration('HttpContext'),
      linkedErrorsIntegration: integration('LinkedErrors'),
    };
  });
  const { httpError } = await import('../../test/http-error');
  return [await import('./sentry'), recorded, httpError];
}

afterEach(() => {
  vi.doUnmock('@sentry/react');
  vi.resetModules();
});

const CONFIG = { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'e2e', release: 'r@1' };

describe('the Sentry reporter', () => {
  it('starts Sentry as configured, collecting nothing personal', async () => {
    const [{ startSentry }, recorded] = await loadReporter();
    startSentry(CONFIG);
    expect(recorded.options).toMatchObject({
      ...CONFIG,
      defaultIntegrations: false,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        urlQueryParams: false,
      },
    });
  });

  it('reports a failure with its kind, route and request id; not a 4xx', async () => {
    const [{ startSentry }, recorded, httpError] = await loadReporter();
    const report = startSentry(CONFIG);
    const serverFault = httpError(500, { message: 'Internal error', errors: [], error_id: 'e-77' });
    report([serverFault, 'query', '/admin/orders/ord_12']);
    report([httpError(404, { message: 'No such order', errors: [] }), 'query', '/admin/orders']);
    expect(recorded.captured).toEqual([
      {
        error: serverFault,
        tags: { kind: 'query', route: '/admin/orders/:id', request_id: 'e-77' },
      },
    ]);
  });

  it('scrubs every event before it leaves, and drops one of a 4xx the global handlers caught', async () => {
    const [{ startSentry }, recorded, httpError] = await loadReporter();
    startSentry(CONFIG);
    const beforeSend = recorded.options?.beforeSend as (
      event: ErrorEvent,
      hint: EventHint,
    ) => ErrorEvent | null;
    const event: ErrorEvent = {
      type: undefined,
      message: 'Unhandled rejection for jane@example.com',
      user: { email: 'jane@example.com' },
    };
    const sent = beforeSend(event, { originalException: new Error('x') });
    expect(sent?.message).toBe('Unhandled rejection for [email]');
    expect(sent?.user).toBeUndefined();
    expect(sent?.tags?.route).toBe(location.pathname);
    const refused = httpError(403, { message: 'No', errors: [] });
    expect(beforeSend(event, { originalException: refused })).toBeNull();
  });
});
