import { isSentryDsn, type ErrorReportingConfig } from '@shop/admin-api';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Error reporting as the server configured it in the shop-config meta tag, or null (off): no tag, no
 * DSN, or a DSN that is not one (the server checks it when it starts; the app again, as it does for
 * every outside address it is given).
 */
export function readErrorReportingConfig(doc: Document = document): ErrorReportingConfig | null {
  const raw = doc.querySelector<HTMLMetaElement>('meta[name="shop-config"]')?.content;
  if (!raw) return null;
  let value: unknown;
  try {
    value = (JSON.parse(raw) as { errorReporting?: unknown }).errorReporting;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { dsn, environment, release } = value as Record<string, unknown>;
  if (!isSentryDsn(dsn)) return null;
  return {
    dsn,
    environment: text(environment) ?? 'production',
    release: text(release) ?? 'unknown',
  };
}
