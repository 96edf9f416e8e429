import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_CURRENCY, NEW_SHOP_GENERAL_SETTINGS, paths, type Shop } from '@shop/admin-api';
import { media, toast } from '@shop/ui';
import { fakeApi, type SeenRequest } from '../../../test/fake-api';
import { setTransport } from '../../../lib/http/client';
import { shopKeys } from '../../../lib/queries/query-keys';
import { createQueryClient } from '../../../lib/query-client/query-client';
import { CONFETTI_DELAY_MS, CONFETTI_DURATION_MS } from '../constants';
import { ConfettiCelebration } from './ConfettiCelebration';
import { useShowConfetti } from './use-show-confetti';

const shop: Shop = {
  id: 'shop_1',
  name: 'Demo Shop',
  email: 'shop@example.com',
  currency: DEFAULT_CURRENCY,
  tax_inclusion_status: 'inactive',
  tour_completed: false,
  has_wallet_card: false,
  wallet: null,
  website_selling_mode: 'online_store',
  admin_panel_logo: null,
  language: 'en',
  storefront_url: 'https://demo.example.com',
  onboarding: { isEditable: false, list: ['create_store'] },
  owner: { name: 'Alex Morgan', email: 'owner@example.com' },
  ...NEW_SHOP_GENERAL_SETTINGS,
  updated_at: 1,
};

let seen: SeenRequest[];

function Home() {
  const celebration = useShowConfetti();
  return celebration.celebrating ? <ConfettiCelebration onDone={celebration.onDone} /> : null;
}

function open(url: string) {
  const client = createQueryClient();
  client.setQueryData(shopKeys.all, shop);
  const router = createMemoryRouter(
    [
      { path: '/home', Component: Home },
      { path: '/products', Component: () => null },
    ],
    { initialEntries: ['/products', url], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

const confetti = () => document.querySelector('canvas[data-confetti]');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const shopWrites = () => seen.filter((request) => request.url === paths.shop);

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query === media.reducedMotion,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeAll(async () => {
  // Loaded up front, so the lazy canvas is ready the moment the celebration starts, and the call
  // that marks onboarding editable goes out as soon as the visit asks for it.
  await Promise.all([import('./ConfettiCanvas'), import('../../../lib/queries/switch-shop-flag')]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // No drawing in this DOM: the test is about when the canvas is there, not what it paints.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(toast, 'error');
  const server = fakeApi((request) =>
    request.method === 'PUT' && request.url === paths.shop
      ? { status: 200, data: { ...shop, onboarding: { ...shop.onboarding, isEditable: true } } }
      : { status: 404 },
  );
  seen = server.seen;
  setTransport(server.transport);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/home?show-confetti', () => {
  it('clears the query string by replacing the entry and marks onboarding editable, once', async () => {
    preferReducedMotion(false);
    const { router, client } = open('/home?show-confetti');
    await advance(0);
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shopWrites()).toHaveLength(1);
    expect(shopWrites()[0]?.method).toBe('PUT');
    // With the version of the shop it has: the server refuses a save that does not say it.
    expect(JSON.parse(String(shopWrites()[0]?.config.data))).toEqual({
      onboarding_editable: true,
      updated_at: shop.updated_at,
    });
    await vi.waitFor(() =>
      expect(client.getQueryData<Shop>(shopKeys.all)?.onboarding.isEditable).toBe(true),
    );
    // Back goes where the merchant came from, not to the celebration again.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/products');
    expect(shopWrites()).toHaveLength(1);
  });

  it(`starts the confetti after ${CONFETTI_DELAY_MS} ms and ends it ${CONFETTI_DURATION_MS} ms later`, async () => {
    preferReducedMotion(false);
    open('/home?show-confetti');
    await advance(CONFETTI_DELAY_MS - 1);
    expect(confetti()).toBeNull();
    await advance(1);
    const canvas = confetti();
    expect(canvas).not.toBeNull();
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    await advance(CONFETTI_DURATION_MS - 1);
    expect(confetti()).not.toBeNull();
    await advance(1);
    expect(confetti()).toBeNull();
    // Once: nothing starts again.
    await advance(10 * CONFETTI_DURATION_MS);
    expect(confetti()).toBeNull();
  });

  it('with prefers-reduced-motion shows no confetti, but still clears the URL and marks', async () => {
    preferReducedMotion(true);
    const { router } = open('/home?show-confetti');
    await advance(CONFETTI_DELAY_MS + CONFETTI_DURATION_MS);
    expect(confetti()).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(shopWrites()).toHaveLength(1);
  });

  it('switches it on again on the newer version when the shop moved since it was loaded', async () => {
    const moved: Shop = { ...shop, name: 'Renamed meanwhile', updated_at: 7 };
    const server = fakeApi((request) => {
      if (request.method !== 'PUT' || request.url !== paths.shop) return { status: 404 };
      const body = JSON.parse(String(request.config.data)) as { updated_at: number };
      return body.updated_at === moved.updated_at
        ? { status: 200, data: { ...moved, onboarding: { ...moved.onboarding, isEditable: true } } }
        : { status: 409, data: { message: 'Changed', errors: [], current: moved } };
    });
    seen = server.seen;
    setTransport(server.transport);
    preferReducedMotion(true);
    const { client } = open('/home?show-confetti');
    await advance(0);
    await vi.waitFor(() =>
      expect(client.getQueryData<Shop>(shopKeys.all)?.onboarding.isEditable).toBe(true),
    );
    expect(shopWrites().map((w) => JSON.parse(String(w.config.data)))).toEqual([
      { onboarding_editable: true, updated_at: shop.updated_at },
      { onboarding_editable: true, updated_at: moved.updated_at },
    ]);
    expect(client.getQueryData<Shop>(shopKeys.all)?.name).toBe('Renamed meanwhile');
  });

  it('does nothing on a plain visit', async () => {
    preferReducedMotion(false);
    const { router } = open('/home');
    await advance(CONFETTI_DELAY_MS + CONFETTI_DURATION_MS);
    expect(confetti()).toBeNull();
    expect(router.state.historyAction).toBe('POP');
    expect(seen).toEqual([]);
  });
});
