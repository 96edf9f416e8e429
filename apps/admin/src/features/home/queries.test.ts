import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@shop/admin-api';
import { setUpApiTest } from '../../test/api-test-setup';
import { api } from '../../lib/http/client';
import { createQueryClient } from '../../lib/query-client/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { orderStatsQuery, topCustomersQuery, topProductsQuery } from './queries';

const apiTest = setUpApiTest();

beforeEach(() => {
  apiTest.serve(() => ({
    status: 500,
    data: { message: 'Database unavailable', errors: [] },
  }));
});

// No retry here: the retry rule is the app's own and tested elsewhere; this is about the toast.
const blockQueries: [string, (client: QueryClient) => Promise<unknown>][] = [
  ['all-time stats', (client) => client.fetchQuery({ ...orderStatsQuery(), retry: false })],
  [
    "yesterday's stats",
    (client) => client.fetchQuery({ ...orderStatsQuery('29-06-2025'), retry: false }),
  ],
  ['top products', (client) => client.fetchQuery({ ...topProductsQuery(), retry: false })],
  ['top customers', (client) => client.fetchQuery({ ...topCustomersQuery(), retry: false })],
];

describe('dashboard block errors (§8: no toast)', () => {
  it.each(blockQueries)('%s: a failure is logged but raises no toast', async (_name, fetch) => {
    await expect(fetch(createQueryClient())).rejects.toThrow();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(apiTest.toastError()).not.toHaveBeenCalled();
  });

  it('the same failing call without the opt-out does toast (the test above would see one)', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['control'],
        queryFn: () => api.get(paths.products),
        retry: false,
      }),
    ).rejects.toThrow();
    expect(apiTest.toastError()).toHaveBeenCalledWith('Database unavailable');
  });
});
