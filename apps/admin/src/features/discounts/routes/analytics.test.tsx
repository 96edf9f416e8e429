import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { paths, type DiscountAnalytics } from '@shop/admin-api';
import { ShopThemeProvider, toast } from '@shop/ui';
import enDiscounts from '../../../../public/locales/en/discounts.json';
import enGeneral from '../../../../public/locales/en/general.json';
import { fakeApi, type SeenRequest } from '../../../test/fake-api';
import { setTransport } from '../../../lib/http/client';
import { i18n } from '../../../lib/i18n/i18n';
import { createQueryClient } from '../../../lib/query-client/query-client';
import { lastDays, today } from '../analytics/range';
import { Component } from './analytics';

const figures = { orders: 1, revenue: 4_500, discount: 500, average_order_value: 4_500 };

/** The answer for the range asked: two days, a code (one deleted) and a threshold. */
function answerFor(from: string, to: string): DiscountAnalytics {
  return {
    from,
    to,
    timezone: 'UTC',
    total: {
      orders: 3,
      revenue: 16_500,
      discount: 1_500,
      average_order_value: 5_500,
      discounted_orders: 2,
      average_with_discount: 6_750,
      average_without_discount: null,
    },
    codes: [
      { code: 'WELCOME10', coupon_id: 'cpn_1', name: 'Welcome', ...figures },
      { code: 'GONE5', coupon_id: null, name: null, ...figures },
    ],
    thresholds: [
      {
        name: 'Spend $80, save 10%',
        threshold_id: 'dth_1',
        threshold: { minimum_amount: 8_000, type: 'percentage', value: 10 },
        ...figures,
        revenue: 9_000,
        discount: 1_000,
        average_order_value: 9_000,
      },
    ],
    days: [
      {
        date: from,
        orders: 2,
        discounted_orders: 1,
        revenue: 7_500,
        discounted_revenue: 4_500,
        discount: 500,
      },
      {
        date: to,
        orders: 1,
        discounted_orders: 1,
        revenue: 9_000,
        discounted_revenue: 9_000,
        discount: 1_000,
      },
    ],
  };
}

let seen: SeenRequest[];

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['general', 'discounts'],
    resources: { en: { general: enGeneral, discounts: enDiscounts } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  const server = fakeApi((request) => {
    if (request.url !== paths.discountAnalytics) return { status: 404 };
    const query = new URL(request.wireUrl, 'http://x').searchParams;
    return { status: 200, data: answerFor(query.get('from')!, query.get('to')!) };
  });
  seen = server.seen;
  setTransport(server.transport);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(toast, 'isActive').mockReturnValue(false);
});
afterEach(cleanup);

function renderPage(path = '/discount-analytics') {
  const router = createMemoryRouter(
    [
      { path: '/discount-analytics', Component },
      { path: '/discount-code/:codeId', Component: () => <h1>Opened</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const asked = () =>
  seen.map((r) => {
    const query = new URL(r.wireUrl, 'http://x').searchParams;
    return `${query.get('from')}..${query.get('to')}`;
  });

describe('discount analytics', () => {
  it("shows the shop's last 30 days: totals, the chart's figures, each code and threshold", async () => {
    renderPage();
    const { from, to } = lastDays(30, today('UTC'));
    expect(await screen.findByRole('table', { name: 'By discount code' })).toBeVisible();
    expect(asked()).toEqual([`${from}..${to}`]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Revenue$165.00');
    expect(totals).toHaveTextContent('Average order with a discount$67.50');
    expect(totals).toHaveTextContent('Average order without a discount—');
    // The chart's figures, for those who cannot see the bars.
    const days = within(screen.getByRole('table', { name: 'Revenue per day' })).getAllByRole('row');
    expect(days).toHaveLength(3);
    expect(days[1]).toHaveTextContent('$45.00$30.00');

    const codes = within(screen.getByRole('table', { name: 'By discount code' })).getAllByRole(
      'row',
    );
    expect(codes[1]).toHaveTextContent('WELCOME10Welcome1$45.00$5.00$45.00');
    expect(within(codes[1]!).getByRole('link', { name: 'WELCOME10' })).toHaveAttribute(
      'href',
      '/discount-code/cpn_1',
    );
    // A deleted code keeps its line, without a link.
    expect(codes[2]).toHaveTextContent('GONE5Deleted code');
    expect(within(codes[2]!).queryByRole('link')).toBeNull();
    const thresholds = within(
      screen.getByRole('table', { name: 'By threshold discount' }),
    ).getAllByRole('row');
    expect(thresholds[1]).toHaveTextContent('Spend $80, save 10%1$90.00$10.00$90.00');
  });

  it('says "No Data" over the chart of a range without sales (§8)', async () => {
    const quiet = fakeApi((request) => {
      const query = new URL(request.wireUrl, 'http://x').searchParams;
      const answer = answerFor(query.get('from')!, query.get('to')!);
      const days = answer.days.map((day) => ({ ...day, revenue: 0, discounted_revenue: 0 }));
      return { status: 200, data: { ...answer, days } };
    });
    setTransport(quiet.transport);
    renderPage();
    await screen.findByRole('table', { name: 'By discount code' });
    const chart = screen.getByRole('table', { name: 'Revenue per day' }).closest('figure')!;
    expect(within(chart).getByText('No Data')).toBeVisible();
  });

  it('asks for the days typed, and refuses an end before the start on the end', async () => {
    const router = renderPage('/discount-analytics?from=2026-01-01&to=2026-01-31');
    await screen.findByRole('table', { name: 'By discount code' });
    expect(asked()).toEqual(['2026-01-01..2026-01-31']);

    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(to).toHaveAccessibleDescription('The end date must be on or after the start date');
    expect(to).toHaveFocus();
    expect(asked()).toHaveLength(1);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-15');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(asked()).toEqual(['2026-01-01..2026-01-31', '2026-01-01..2026-02-15']),
    );
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-02-15');

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = lastDays(7, today('UTC'));
    await waitFor(() => expect(asked().at(-1)).toBe(`${week.from}..${week.to}`));
    expect(screen.getByLabelText('From')).toHaveValue(week.from);
  });
});
