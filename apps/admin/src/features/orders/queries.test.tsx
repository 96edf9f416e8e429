import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Order } from '@shop/admin-api';
import { setUpApiTest } from '../../test/api-test-setup';
import { customerKeys, orderKeys } from '../../lib/queries/query-keys';
import { createQueryClient } from '../../lib/query-client/query-client';
import { useOrderAction } from './queries';

const apiTest = setUpApiTest();

const order = (financial_status: Order['financial_status']): Order => ({
  id: 'o1',
  order_number: 1001,
  customer_id: 'c1',
  customer_name: 'Alex Morgan',
  email: 'alex@example.com',
  financial_status,
  fulfillment_status: 'unfulfilled',
  delivery_method: 'shipping',
  delivery_status: 'pending',
  total: 1000,
  items_count: 1,
  allowed_actions: [],
  created_at: 1,
  updated_at: 2,
  customer: { id: 'c1', first_name: 'Alex', last_name: 'Morgan', email: 'alex@example.com' },
  note: '',
  shipping_address: null,
  billing_address: null,
  pickup_location: null,
  subtotal: 1000,
  shipping_total: 0,
  tax_total: 0,
  discount_code: null,
  discount_total: 0,
  discount_threshold: null,
  threshold_discount_amount: 0,
  lines: [],
  fulfillments: [],
  events: [],
});

describe('an order marked as paid', () => {
  it("refreshes its customer's page (orders, stats, record) and the home figures", async () => {
    apiTest.serve(() => ({ status: 200, data: order('paid') }));
    const client = createQueryClient();
    client.setQueryData(orderKeys.detail('o1'), order('pending'));
    // What the customer's page cached before the order was opened from it.
    client.setQueryData(customerKeys.detail('c1'), {});
    client.setQueryData(customerKeys.orders('c1'), [order('pending')]);
    client.setQueryData(customerKeys.stats('c1'), {});
    client.setQueryData(customerKeys.orders('c2'), []);
    client.setQueryData(orderKeys.stat(undefined), {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOrderAction('o1'), { wrapper });

    await act(() => result.current.mutateAsync({ action: 'mark-as-paid' }));

    const stale = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(client.getQueryData<Order>(orderKeys.detail('o1'))?.financial_status).toBe('paid');
    expect(stale(orderKeys.detail('o1'))).toBe(false);
    expect(stale(customerKeys.orders('c1'))).toBe(true);
    expect(stale(customerKeys.stats('c1'))).toBe(true);
    expect(stale(customerKeys.detail('c1'))).toBe(true);
    expect(stale(orderKeys.stat(undefined))).toBe(true);
    expect(stale(customerKeys.orders('c2'))).toBe(false);
  });
});
