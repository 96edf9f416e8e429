import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent } from './scrub-event';
import { routeOf, scrubText, scrubUrl } from './scrub-text';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfMSIsImVtYWlsIjoiamFuZUBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJl';

describe('the texts of an error event', () => {
  it('lose e-mail addresses, also URL-encoded ones', () => {
    expect(scrubText('No customer jane.doe+vip@example.co.uk here')).toBe(
      'No customer [email] here',
    );
    expect(scrubText('args[]=jane%40example.com')).toBe('args[]=[email]');
  });

  it('lose phone numbers, but keep dates, statuses and short numbers', () => {
    expect(scrubText('Call +994 50 123 45 67 or (050) 123-4567')).toBe('Call [phone] or [phone]');
    expect(scrubText('Request failed with status code 500 on 2026-11-27, line 1234')).toBe(
      'Request failed with status code 500 on 2026-11-27, line 1234',
    );
  });

  it('lose tokens, passwords and secrets, whatever they look like', () => {
    expect(scrubText(`Authorization: Bearer ${JWT}`)).toBe('Authorization: Bearer [Filtered]');
    expect(scrubText(`token ${JWT} expired`)).toBe('token [Filtered] expired');
    expect(scrubText('{"password":"hunter2","refresh_token": "abc"}')).toBe(
      '{"password":"[Filtered]","refresh_token": "[Filtered]"}',
    );
    expect(scrubText('client_secret=s3cr3t and api_key: k-123')).toBe(
      'client_secret=[Filtered] and api_key: [Filtered]',
    );
  });

  it('lose the query strings and fragments of URLs and paths', () => {
    expect(scrubText('GET https://shop.test/api/admin/v1/customers?q=jane&token=x failed')).toBe(
      'GET https://shop.test/api/admin/v1/customers failed',
    );
    expect(scrubText('at /admin/auth/verify?code=123456#x')).toBe('at /admin/auth/verify');
    expect(scrubUrl('https://shop.test/admin/orders?email=a@b.co')).toBe(
      'https://shop.test/admin/orders',
    );
  });

  it('name a route without the ids in its path', () => {
    expect(routeOf('/admin/customers/cus_12?tab=orders')).toBe('/admin/customers/:id');
    expect(routeOf('/admin/settings/general/account')).toBe('/admin/settings/general/account');
  });
});

describe('an error event', () => {
  const event: ErrorEvent = {
    type: undefined,
    message: 'Failed for jane@example.com',
    user: { id: 'usr_1', email: 'jane@example.com', ip_address: '203.0.113.9' },
    request: {
      url: 'https://shop.test/admin/customers?q=Jane%20Doe&token=abc',
      query_string: 'q=Jane%20Doe&token=abc',
      cookies: { refresh_token: 'r-1' },
      headers: {
        'User-Agent': 'Chrome/140',
        Authorization: `Bearer ${JWT}`,
        Cookie: 'refresh_token=r-1',
        Referer: 'https://shop.test/admin/home?email=jane@example.com',
      },
    },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read 'x' of jane@example.com's order, token=abc",
          stacktrace: { frames: [{ filename: 'https://shop.test/admin/assets/a1.js', lineno: 1 }] },
        },
      ],
    },
    breadcrumbs: [
      {
        category: 'fetch',
        data: {
          method: 'GET',
          url: '/api/admin/v1/customers?q=jane@example.com',
          status_code: 500,
        },
      },
      {
        category: 'navigation',
        data: { from: '/admin/home?x=1', to: '/admin/orders?email=a@b.co' },
      },
      { category: 'console', message: `refresh with ${JWT}` },
    ],
    extra: {
      customer: { first_name: 'Jane', lastName: 'Doe', phone: '+994501234567', total: 10 },
      body: { password: 'hunter2', accessToken: 'abc', note: 'ok' },
    },
    tags: { route: '/admin/customers/:id', request_id: 'e4b1' },
    contexts: {
      browser: { name: 'Chrome', version: '140' },
      react: { componentStack: 'at CustomerName (jane@example.com)' },
    },
  };
  const scrubbed = scrubEvent(event);
  const sent = JSON.stringify(scrubbed);

  it('carries no e-mail, name, phone number, token, password, cookie or query string', () => {
    for (const secret of [
      'jane@example.com',
      'a@b.co',
      'Jane',
      'Doe',
      '994501234567',
      JWT,
      'hunter2',
      'token=abc',
      'r-1',
      '203.0.113.9',
      'q=',
      'email=',
    ])
      expect(sent, secret).not.toContain(secret);
  });

  it('keeps what explains the error', () => {
    expect(scrubbed.exception?.values?.[0]).toMatchObject({
      type: 'TypeError',
      value: "Cannot read 'x' of [email]'s order, token=[Filtered]",
      stacktrace: { frames: [{ filename: 'https://shop.test/admin/assets/a1.js', lineno: 1 }] },
    });
    expect(scrubbed.request).toEqual({
      url: 'https://shop.test/admin/customers',
      headers: { 'User-Agent': 'Chrome/140' },
    });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.tags).toEqual({ route: '/admin/customers/:id', request_id: 'e4b1' });
    expect(scrubbed.extra).toEqual({
      customer: {
        first_name: '[Filtered]',
        lastName: '[Filtered]',
        phone: '[Filtered]',
        total: 10,
      },
      body: { password: '[Filtered]', accessToken: '[Filtered]', note: 'ok' },
    });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({
      method: 'GET',
      url: '/api/admin/v1/customers',
      status_code: 500,
    });
    expect(scrubbed.contexts?.browser).toEqual({ name: 'Chrome', version: '140' });
  });

  it('leaves the event it was given as it was', () => {
    expect(event.user?.email).toBe('jane@example.com');
  });
});

describe('a breadcrumb', () => {
  it('keeps its category and loses the query string of its URL', () => {
    expect(
      scrubBreadcrumb({ category: 'xhr', data: { url: '/api/x?token=1', method: 'POST' } }),
    ).toEqual({ category: 'xhr', data: { url: '/api/x', method: 'POST' } });
  });
});
