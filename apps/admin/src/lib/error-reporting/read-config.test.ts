import { describe, expect, it } from 'vitest';
import { readErrorReportingConfig } from './read-config';

function pageWith(content: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const meta = doc.createElement('meta');
  meta.name = 'shop-config';
  meta.content = typeof content === 'string' ? content : JSON.stringify(content);
  doc.head.append(meta);
  return doc;
}

describe('error reporting as the server configured it', () => {
  it('is on with a DSN, under its environment and release', () => {
    const errorReporting = {
      dsn: 'https://0123abcd@o42.ingest.sentry.io/4501',
      environment: 'staging',
      release: 'shop-admin@1.2.3',
    };
    expect(readErrorReportingConfig(pageWith({ errorReporting }))).toEqual(errorReporting);
  });

  it('is off without a DSN, with a malformed one, or without a config', () => {
    expect(readErrorReportingConfig(pageWith({ errorReporting: null }))).toBeNull();
    expect(readErrorReportingConfig(pageWith({ accountsUrl: 'http://a.test' }))).toBeNull();
    expect(readErrorReportingConfig(pageWith('{not json'))).toBeNull();
    expect(readErrorReportingConfig(document.implementation.createHTMLDocument())).toBeNull();
    for (const dsn of ['javascript:alert(1)', 'https://key:secret@s.test/1', 'http://key@s.test/1'])
      expect(readErrorReportingConfig(pageWith({ errorReporting: { dsn } })), dsn).toBeNull();
  });
});
