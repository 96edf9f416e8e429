import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@shop/admin-api';
import { ShopThemeProvider } from '@shop/ui';
import { accountQuery } from '../../lib/queries/account';
import { ProfileArea } from './ProfileArea';
import * as profileItems from './profile-items';

const account: Account = {
  id: 'acc_1',
  role: 'owner',
  permission: [],
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  profile_image: null,
  updated_at: 1,
};

describe('the profile area', () => {
  it('is drawn again for another page, not for a search in the address', async () => {
    const built = vi.spyOn(profileItems, 'buildProfileItems');
    const client = new QueryClient();
    client.setQueryData(accountQuery.queryKey, account);
    const router = createMemoryRouter(
      [
        { path: '/customers', Component: ProfileArea },
        { path: '/orders', Component: ProfileArea },
      ],
      { initialEntries: ['/customers'] },
    );
    render(
      <QueryClientProvider client={client}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: /Ann Lee/ })).toBeInTheDocument();
    const drawn = built.mock.calls.length;

    await act(() => router.navigate('/customers?q=ann', { replace: true }));
    expect(built.mock.calls.length).toBe(drawn);

    await act(() => router.navigate('/orders'));
    expect(built.mock.calls.length).toBe(drawn + 1);
  });
});
