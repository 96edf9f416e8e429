import {
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/react';
import type { ErrorReportingConfig } from '@shop/admin-api';
import type { CapturedError } from './capture';
import { scrubBreadcrumb, scrubEvent } from './scrub-event';
import { routeOf } from './scrub-text';
import { requestIdOf, shouldReport } from './should-report';

/**
 * Sentry for this app: errors only (no tracing, replays or sessions), nothing personal
 * (its data collection off, and every event and breadcrumb scrubbed before it leaves), no breadcrumbs
 * of clicks (a clicked element's text can be a customer's name). Uncaught errors and unhandled
 * rejections come through Sentry's global handlers; render errors and failed calls through the
 * returned sink (./capture.ts).
 */
export function startSentry(config: ErrorReportingConfig): (captured: CapturedError) => void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    // Sentry collects none of these; the scrubber below holds the line again for what it does.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      globalHandlersIntegration(),
      breadcrumbsIntegration({ dom: false, sentry: false }),
    ],
    // The app's own fetch errors keep their message; only the report names the host.
    enhanceFetchErrorMessages: 'report-only',
    maxBreadcrumbs: 30,
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend(event, hint) {
      // The rule of the sink below holds for what the global handlers catch too (a 4xx rejection).
      if (!shouldReport(hint.originalException)) return null;
      event.tags = { route: routeOf(location.pathname), ...event.tags };
      return scrubEvent(event);
    },
  });
  return ([error, kind, path]) => {
    if (!shouldReport(error)) return;
    withScope((scope) => {
      scope.setTag('kind', kind);
      scope.setTag('route', routeOf(path));
      const requestId = requestIdOf(error);
      if (requestId) scope.setTag('request_id', requestId);
      captureException(error);
    });
  };
}
