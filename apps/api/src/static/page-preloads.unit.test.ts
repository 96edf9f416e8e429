import { describe, expect, it } from 'vitest';
import { matchPagePreload, type PagePreload } from './page-preloads';

const route = (path: string): PagePreload => ({ path, js: [`assets/${path}.js`], css: [] });
const routes = [
  route('pages'),
  route('pages/:pageId'),
  route('pages/new'),
  route('settings/payments/:provider'),
  route('settings/payments/cash-on-delivery'),
  route('home'),
];

describe('matchPagePreload', () => {
  it("finds the route react-router renders: literal segments before a parameter's", () => {
    expect(matchPagePreload(routes, 'pages/new')?.path).toBe('pages/new');
    expect(matchPagePreload(routes, 'pages/pg_1')?.path).toBe('pages/:pageId');
    expect(matchPagePreload(routes, 'settings/payments/cash-on-delivery')?.path).toBe(
      'settings/payments/cash-on-delivery',
    );
    expect(matchPagePreload(routes, 'settings/payments/stripe')?.path).toBe(
      'settings/payments/:provider',
    );
    expect(matchPagePreload(routes, 'home/')?.path).toBe('home');
  });

  it('finds nothing for a path no route has', () => {
    expect(matchPagePreload(routes, '')).toBeUndefined();
    expect(matchPagePreload(routes, 'pages/pg_1/extra')).toBeUndefined();
    expect(matchPagePreload(routes, 'settings/payments')).toBeUndefined();
  });
});
