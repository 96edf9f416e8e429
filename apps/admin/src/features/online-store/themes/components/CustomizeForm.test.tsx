import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { defaultThemeSettings, type ThemeCustomize, type ThemeSchema } from '@shop/admin-api';
import { ShopThemeProvider, toast } from '@shop/ui';
import enGeneral from '../../../../../public/locales/en/general.json';
import enThemes from '../../../../../public/locales/en/themes.json';
import enValidation from '../../../../../public/locales/en/validation.json';
import { fakeApi, type SeenRequest } from '../../../../test/fake-api';
import { setTransport } from '../../../../lib/http/client';
import { i18n } from '../../../../lib/i18n/i18n';
import { createQueryClient } from '../../../../lib/query-client/query-client';
import { CustomizeForm } from './CustomizeForm';

const label = (en: string) => ({ en, az: en });

/** A schema with a setting of every type the editor knows. */
const schema: ThemeSchema = {
  sections: [
    {
      id: 'look',
      name: label('Look'),
      placement: 'global',
      settings: [
        { id: 'accent', type: 'color', label: label('Accent'), default: '#1f5fbf' },
        { id: 'font', type: 'font', label: label('Headings font'), default: 'serif' },
        {
          id: 'radius',
          type: 'range',
          label: label('Corner radius'),
          min: 0,
          max: 24,
          step: 2,
          unit: 'px',
          default: 8,
        },
        {
          id: 'layout',
          type: 'select',
          label: label('Layout'),
          options: [
            { value: 'left', label: label('Logo left') },
            { value: 'center', label: label('Logo centred') },
          ],
          default: 'left',
        },
        { id: 'sticky', type: 'checkbox', label: label('Sticky header'), default: true },
        { id: 'logo', type: 'image', label: label('Logo'), default: null },
      ],
    },
    {
      id: 'hero',
      name: label('Banner'),
      placement: 'home',
      settings: [
        { id: 'heading', type: 'text', label: label('Heading'), default: 'Hello' },
        { id: 'body', type: 'richtext', label: label('Text'), default: '<p>Hi</p>' },
        { id: 'link', type: 'link', label: label('Button link'), default: '/collections' },
      ],
    },
    {
      id: 'picks',
      name: label('Picks'),
      placement: 'home',
      settings: [
        { id: 'collection', type: 'collection', label: label('Collection'), default: null },
        { id: 'product', type: 'product', label: label('Product'), default: null },
      ],
    },
  ],
};

const NOW = 1_790_000_000;
const payload = (over: Partial<ThemeCustomize['theme']> = {}): ThemeCustomize => ({
  theme: {
    id: 'thm_1',
    handle: 'harbor',
    name: 'Harbor',
    version: '2.1.0',
    preview_image: '/store/assets/harbor.svg',
    live: true,
    has_unpublished_changes: false,
    published_at: NOW,
    created_at: NOW,
    updated_at: NOW,
    ...over,
  },
  schema,
  settings: defaultThemeSettings(schema),
  published_settings: defaultThemeSettings(schema),
  references: { collections: [], products: [] },
  preview: { url: '/store/shop_1/?preview=abc', token: 'abc', expires_at: NOW + 1800 },
});

let seen: SeenRequest[];

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['general', 'themes', 'validation'],
    resources: { en: { general: enGeneral, themes: enThemes, validation: enValidation } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  const server = fakeApi((request) => {
    if (request.method === 'POST' && request.url.endsWith('/preview'))
      return {
        status: 200,
        data: { url: '/store/shop_1/?preview=new', token: 'new', expires_at: NOW + 3600 },
      };
    if (request.method === 'POST') {
      const body = JSON.parse(String(request.config.data)) as { settings: unknown };
      const saved = payload({ updated_at: NOW + 10 });
      return { status: 200, data: { ...saved, settings: body.settings } };
    }
    return { status: 404 };
  });
  seen = server.seen;
  setTransport(server.transport);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(toast, 'isActive').mockReturnValue(false);
});
afterEach(cleanup);

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/themes/:themeId/customize',
        Component: () => <CustomizeForm payload={payload()} />,
      },
    ],
    { initialEntries: ['/themes/thm_1/customize'] },
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
}

const posted = () =>
  seen
    .filter((request) => request.method === 'POST')
    .map((request) => ({
      url: request.url,
      body: JSON.parse(String(request.config.data)) as {
        settings: ThemeCustomize['settings'];
        updated_at: number;
      },
    }));

describe('the customize form', () => {
  it('has a field for every type of setting, by section', () => {
    renderForm();
    const look = screen.getByRole('region', { name: 'Look' });
    expect(within(look).getByRole('textbox', { name: 'Accent' })).toHaveValue('#1f5fbf');
    expect(within(look).getByLabelText('Pick Accent')).toBeInTheDocument();
    expect(within(look).getByRole('combobox', { name: 'Headings font' })).toHaveTextContent(
      'Serif',
    );
    expect(within(look).getByRole('slider', { name: 'Corner radius' })).toHaveAttribute(
      'aria-valuetext',
      '8 px',
    );
    expect(within(look).getByRole('combobox', { name: 'Layout' })).toHaveTextContent('Logo left');
    expect(within(look).getByRole('checkbox', { name: 'Sticky header' })).toBeChecked();
    expect(within(look).getByText('PNG, JPEG, WebP, AVIF or SVG, up to 5 MB.')).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Banner' });
    expect(within(banner).getByRole('textbox', { name: 'Heading' })).toHaveValue('Hello');
    expect(within(banner).getByText('Text')).toBeInTheDocument();
    expect(within(banner).getByRole('textbox', { name: 'Button link' })).toHaveValue(
      '/collections',
    );
    const picks = screen.getByRole('region', { name: 'Picks' });
    expect(within(picks).getByRole('combobox', { name: 'Collection' })).toBeInTheDocument();
    expect(within(picks).getByRole('combobox', { name: 'Product' })).toBeInTheDocument();
    // The home sections in their order, each with its handle.
    const order = screen.getByRole('list', { name: 'Home page sections' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Banner', 'Picks']);
    expect(screen.getByTitle('Storefront preview')).toHaveAttribute(
      'src',
      '/store/shop_1/?preview=abc',
    );
  });

  it('saves a draft over the version edited, and refuses a colour that is not one', async () => {
    const user = userEvent.setup();
    renderForm();
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect(save).toBeDisabled();
    const accent = screen.getByRole('textbox', { name: 'Accent' });
    await user.clear(accent);
    await user.type(accent, '#zz');
    await user.click(save);
    await waitFor(() => expect(accent).toHaveAccessibleDescription(/Enter a colour as #/));
    expect(posted()).toEqual([]);

    await user.clear(accent);
    await user.type(accent, '#aa2200');
    await user.click(save);
    await waitFor(() => expect(posted()).toHaveLength(1));
    const [draft] = posted();
    expect(draft?.url).toBe('themes/thm_1');
    expect(draft?.body.updated_at).toBe(NOW);
    expect(draft?.body.settings.sections.look?.accent).toBe('#aa2200');
    expect(draft?.body.settings.section_order).toEqual(['hero', 'picks']);
  });

  it('publishes after a confirmation, apart from Save draft', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish the settings of Harbor?',
    });
    expect(dialog).toHaveTextContent('This theme is live');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.url).toBe('themes/thm_1/publish');
    expect(posted()[0]?.body.updated_at).toBe(NOW);
  });

  it('asks for a fresh preview token when the preview is reloaded', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Reload preview' }));
    await waitFor(() =>
      expect(seen.map((request) => `${request.method} ${request.url}`)).toContain(
        'POST themes/thm_1/preview',
      ),
    );
  });
});
