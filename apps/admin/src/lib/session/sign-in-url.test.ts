import { describe, expect, it } from 'vitest';
import { currentAppPath, safeReturnPath, signInUrl } from './sign-in-url';

describe('sign-in url', () => {
  it('strips the /admin base and keeps the query', () => {
    expect(currentAppPath({ pathname: '/admin/customers', search: '?q=ann' })).toBe(
      '/customers?q=ann',
    );
    expect(currentAppPath({ pathname: '/admin', search: '' })).toBe('');
    expect(currentAppPath({ pathname: '/admin/', search: '' })).toBe('');
    expect(currentAppPath({ pathname: '/administrator', search: '' })).toBe('/administrator');
  });

  it('adds from only when it is non-empty', () => {
    expect(signInUrl('http://localhost:4100', '')).toBe('http://localhost:4100/');
    expect(signInUrl('http://localhost:4100', '/customers?q=a b')).toBe(
      'http://localhost:4100/?from=%2Fcustomers%3Fq%3Da+b',
    );
  });

  it("carries the admin's language, when it has one, after from", () => {
    expect(signInUrl('http://localhost:4100', '/orders', 'az')).toBe(
      'http://localhost:4100/?from=%2Forders&lang=az',
    );
    expect(signInUrl('http://localhost:4100', '', 'en')).toBe('http://localhost:4100/?lang=en');
    expect(signInUrl('http://localhost:4100', '/orders', undefined)).toBe(
      'http://localhost:4100/?from=%2Forders',
    );
  });

  it('follows only paths inside the app', () => {
    expect(safeReturnPath('/customers?q=x')).toBe('/customers?q=x');
    expect(safeReturnPath(null)).toBe('/home');
    expect(safeReturnPath('https://evil.example')).toBe('/home');
    expect(safeReturnPath('//evil.example')).toBe('/home');
    expect(safeReturnPath('/\\evil.example')).toBe('/home');
    expect(safeReturnPath('/auth/verify?code=1')).toBe('/home');
  });
});
