import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { scrubText, scrubUrl } from './scrub-text';

const FILTERED = '[Filtered]';

/** Fields whose value is a credential, whatever it looks like. */
const SECRET_FIELD = /token|password|passwd|secret|authorization|cookie|api_?key|credential|otp/;

/** Fields whose value is a person's data (compared without case, `_`, `-` or spaces). */
const PERSONAL_FIELDS = new Set([
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobile',
  'telephone',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'middlename',
  'givenname',
  'familyname',
  'username',
  'displayname',
  'customername',
  'contactname',
  'address',
  'address1',
  'address2',
  'addressline1',
  'addressline2',
  'street',
  'ipaddress',
  'birthday',
  'dateofbirth',
]);

function isSensitiveField(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[\s_-]/g, '');
  return SECRET_FIELD.test(normalized) || PERSONAL_FIELDS.has(normalized);
}

/** Any value: sensitive fields filtered out by name, every text scrubbed, to a sane depth. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 8) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSensitiveField(key) ? FILTERED : scrubValue(item, depth + 1),
    ]),
  );
}

/** The browser's own descriptions, which carry no personal data and whose `name` is a browser's. */
const PLAIN_CONTEXTS = new Set(['browser', 'os', 'device', 'culture', 'runtime', 'trace', 'app']);

/** Breadcrumb fields that hold a URL: kept without their query strings. */
const URL_FIELDS = ['url', 'from', 'to'];

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data && (scrubValue(breadcrumb.data) as Record<string, unknown>);
  if (data)
    for (const field of URL_FIELDS)
      if (typeof data[field] === 'string') data[field] = scrubUrl(data[field]);
  return {
    ...breadcrumb,
    ...(breadcrumb.message === undefined ? {} : { message: scrubText(breadcrumb.message) }),
    ...(data ? { data } : {}),
  };
}

/**
 * An event as it may leave the browser (Sentry's `beforeSend`): no user, no cookies, no headers but
 * harmless ones, no query strings, no credentials or personal data in its texts and fields. The
 * stack trace stays as it is (file names, lines and functions of our own code).
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  delete scrubbed.user;
  delete scrubbed.server_name;
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.logentry)
    scrubbed.logentry = scrubValue(event.logentry) as NonNullable<ErrorEvent['logentry']>;
  if (event.exception?.values)
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value === undefined ? {} : { value: scrubText(exception.value) }),
      })),
    };
  if (event.request) {
    const { url, headers } = event.request;
    scrubbed.request = {
      ...(url === undefined ? {} : { url: scrubUrl(url) }),
      // The browser's name and version help; Authorization, Cookie and a Referer's query do not.
      ...(headers?.['User-Agent'] ? { headers: { 'User-Agent': headers['User-Agent'] } } : {}),
    };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.extra) scrubbed.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (event.tags) scrubbed.tags = scrubValue(event.tags) as NonNullable<ErrorEvent['tags']>;
  if (event.contexts)
    scrubbed.contexts = Object.fromEntries(
      Object.entries(event.contexts).map(([name, context]) => [
        name,
        PLAIN_CONTEXTS.has(name) ? context : scrubValue(context),
      ]),
    ) as NonNullable<ErrorEvent['contexts']>;
  return scrubbed;
}
