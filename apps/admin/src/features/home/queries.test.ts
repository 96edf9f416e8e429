import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@shop/admin-api';
import { toast } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import { fakeApi } from '../../test/fake-api';
import { api, http } from '../../lib/http/client';
import { i18n } from '../../lib/i18n/i18n';
import { createQueryClient } from '../../lib/query-client/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { orderStatsQuery, topCustomersQuery, topProductsQuery } from './queries';

const originalAdapter = http.defaults.adapter;
let toastError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { general: enGeneral } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  http.defaults.adapter = fakeApi(() => ({
    status: 500,
    data: { message: 'Database unavailable', errors: [] },
  })).adapter;
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'toast-id');
  vi.spyOn(toast, 'isActive').mockReturnValue(false);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
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
    expect(toastError).not.toHaveBeenCalled();
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
    expect(toastError).toHaveBeenCalledWith('Database unavailable');
  });
});
