import { connectErrorSink } from './capture';
import { readErrorReportingConfig } from './read-config';

/**
 * Starts error reporting after the first render (main.tsx imports this module then): off without a
 * DSN, and Sentry itself is fetched only when there is one.
 */
export async function startErrorReporting(): Promise<void> {
  const config = readErrorReportingConfig();
  if (!config) return;
  const { startSentry } = await import('./sentry');
  connectErrorSink(startSentry(config));
}
