import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import enGeneral from '../../../public/locales/en/general.json';
import { i18n } from '../../lib/i18n/i18n';
import { RootError } from './RootError';

beforeAll(async () => {
  await i18n.init({ lng: 'en', defaultNS: 'general', interpolation: { escapeValue: false } });
  i18n.addResourceBundle('en', 'general', enGeneral);
});

describe('an error outside the shell', () => {
  it("shows the word error and the router's default text, never the error's own message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Cannot read jane@example.com');
    }
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: RootError, Component: Broken }]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'error' })).toBeInTheDocument();
    expect(screen.getByText('An unknown error occured!')).toBeInTheDocument();
    expect(screen.queryByText(/jane@example\.com/)).not.toBeInTheDocument();
  });
});
