import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_CURRENCY, type Order } from '@shop/admin-api';
import enGeneral from '../../../../public/locales/en/general.json';
import enNonSettings from '../../../../public/locales/en/non-settings.json';
import { i18n } from '../../../lib/i18n/i18n';
import { OrderTotals } from './OrderTotals';

const order = (over: Partial<Order>) =>
  ({
    items_count: 2,
    subtotal: 5000,
    shipping_total: 599,
    tax_total: 0,
    discount_code: null,
    discount_total: 0,
    discount_threshold: null,
    threshold_discount_amount: 0,
    total: 5599,
    ...over,
  }) as Order;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['general', 'non-settings'],
    resources: { en: { general: enGeneral, 'non-settings': enNonSettings } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const rows = () => [...screen.getByLabelText('Totals').children].map((row) => row.textContent);

describe("an order's totals", () => {
  it('show the discount code the order was placed with and what it took off', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <OrderTotals
          order={order({ discount_code: 'WELCOME10', discount_total: 500, total: 5099 })}
          currency={DEFAULT_CURRENCY}
        />
      </I18nextProvider>,
    );
    expect(rows()).toEqual([
      'Subtotal (2 items)$50.00',
      'Discount (WELCOME10)-$5.00',
      'Shipping$5.99',
      'Tax$0.00',
      'Total$50.99',
    ]);
  });

  it('show the threshold discount the order met, beside a code, by its name then', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <OrderTotals
          order={order({
            discount_code: 'WELCOME10',
            discount_total: 500,
            discount_threshold: { id: null, name: '$5 off over $40' },
            threshold_discount_amount: 500,
            total: 4599,
          })}
          currency={DEFAULT_CURRENCY}
        />
      </I18nextProvider>,
    );
    expect(rows()).toEqual([
      'Subtotal (2 items)$50.00',
      'Discount (WELCOME10)-$5.00',
      'Threshold discount ($5 off over $40)-$5.00',
      'Shipping$5.99',
      'Tax$0.00',
      'Total$45.99',
    ]);
  });

  it('have no discount line without a code', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <OrderTotals order={order({})} currency={DEFAULT_CURRENCY} />
      </I18nextProvider>,
    );
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });
});
