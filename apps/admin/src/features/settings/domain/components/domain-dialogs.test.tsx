import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Domain } from '@shop/admin-api';
import { ShopThemeProvider } from '@shop/ui';
import enGeneral from '../../../../../public/locales/en/general.json';
import enSettings from '../../../../../public/locales/en/settings.json';
import enValidation from '../../../../../public/locales/en/validation.json';
import { i18n } from '../../../../lib/i18n/i18n';
import { ConnectDomainDialog } from './ConnectDomainDialog';
import { RenameDomainDialog } from './RenameDomainDialog';

const domain: Domain = {
  id: 'dom_1',
  kind: 'custom',
  host: 'www.harbor-goods.example',
  handle: null,
  primary: false,
  status: 'verified',
  records: [],
  checked_at: null,
  created_at: 50,
  updated_at: 100,
};

/** The dialog on the domain page, with somewhere else to go (as browser back or a link would). */
function show(dialog: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/settings/domain', element: dialog },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/settings/domain'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const leave = (router: ReturnType<typeof show>) =>
  act(async () => {
    await router.navigate('/elsewhere');
  });

const prompt = () => screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { general: enGeneral, settings: enSettings, validation: enValidation } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('the domain dialogs', () => {
  it('connect: asks before leaving with a domain typed; Escape stays and keeps it, Leave goes', async () => {
    const router = show(<ConnectDomainDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a domain' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Domain' }), 'shop.example');

    // Escape stays: on the page, in the dialog, with what was typed.
    await leave(router);
    await prompt();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/domain');
    expect(screen.getByRole('dialog', { name: 'Connect a domain' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Domain' })).toHaveValue('shop.example');

    await leave(router);
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('connect: an untouched dialog lets the page go without asking', async () => {
    const router = show(<ConnectDomainDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect domain' }));
    await screen.findByRole('dialog', { name: 'Connect a domain' });
    await leave(router);
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('rename: asks before leaving with the name changed', async () => {
    const router = show(<RenameDomainDialog domain={domain} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit www.harbor-goods.example' });
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });
    await userEvent.clear(field);
    await userEvent.type(field, 'shop.harbor-goods.example');

    await leave(router);
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
