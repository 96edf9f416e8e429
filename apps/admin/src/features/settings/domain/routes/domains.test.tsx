import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DomainList } from '@shop/admin-api';
import { ShopThemeProvider } from '@shop/ui';
import enGeneral from '../../../../../public/locales/en/general.json';
import enSettings from '../../../../../public/locales/en/settings.json';
import enValidation from '../../../../../public/locales/en/validation.json';
import { i18n } from '../../../../lib/i18n/i18n';
import { domainListQuery } from '../queries';
import { Component as DomainsPage } from './domains';

/** A deployment on its own platform domain (PLATFORM_DOMAIN, PLATFORM_CNAME_TARGET), as the API answers it. */
const list: DomainList = {
  platform_domain: 'shops.example',
  items: [
    {
      id: 'dom_own',
      kind: 'platform',
      host: 'harbor.shops.example',
      handle: 'harbor',
      primary: true,
      status: 'verified',
      records: [],
      checked_at: null,
      created_at: 50,
      updated_at: 100,
    },
    {
      id: 'dom_custom',
      kind: 'custom',
      host: 'www.harbor.example',
      handle: null,
      primary: false,
      status: 'pending',
      records: [
        {
          purpose: 'routing',
          type: 'CNAME',
          name: 'www.harbor.example',
          value: 'edge.example.net',
          state: 'unchecked',
          found: [],
        },
        {
          purpose: 'verification',
          type: 'TXT',
          name: '_shop-verification.www.harbor.example',
          value: 'shop-verification=abc',
          state: 'unchecked',
          found: [],
        },
      ],
      checked_at: null,
      created_at: 60,
      updated_at: 100,
    },
  ],
};

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { general: enGeneral, settings: enSettings, validation: enValidation } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('Settings › Domain', () => {
  it("shows the platform's domain and the records to add as the API answers them, no copy of its own", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(domainListQuery.queryKey, list);
    const router = createMemoryRouter([{ path: '/', Component: DomainsPage }]);
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ShopThemeProvider>
            <RouterProvider router={router} />
          </ShopThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const handle = await screen.findByRole('textbox', { name: 'Handle' });
    expect(handle).toHaveAccessibleDescription(/Your store's address ends in \.shops\.example\./);
    expect(screen.getByText(/its own address on shops\.example/)).toBeInTheDocument();
    const records = screen.getByRole('table', { name: 'DNS records for www.harbor.example' });
    expect(within(records).getByRole('row', { name: /CNAME/ })).toHaveTextContent(
      'edge.example.net',
    );
    expect(document.body).not.toHaveTextContent('myshop.test');
  });
});
