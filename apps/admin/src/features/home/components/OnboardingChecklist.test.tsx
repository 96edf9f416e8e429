import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { I18nextProvider } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import enNonSettings from '../../../../public/locales/en/non-settings.json';
import { i18n } from '../../../lib/i18n/i18n';
import { OnboardingChecklist } from './OnboardingChecklist';

beforeAll(async () => {
  await i18n.init({ lng: 'en', defaultNS: 'general', interpolation: { escapeValue: false } });
  i18n.addResourceBundle('en', 'non-settings', enNonSettings);
});
afterEach(cleanup);

function show(onboarding: Shop['onboarding'], website_selling_mode: Shop['website_selling_mode']) {
  const shop = { onboarding, website_selling_mode } as Shop;
  render(
    <I18nextProvider i18n={i18n}>
      <Theme>
        <OnboardingChecklist shop={shop} />
      </Theme>
    </I18nextProvider>,
  );
}

describe('the onboarding checklist', () => {
  it("ticks the shop's done entries, create store always, and counts them", () => {
    show({ isEditable: true, list: [] }, 'online_store');
    expect(screen.getByRole('heading', { name: 'Set up your store' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Create your store' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Add your card' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Sell through a link' })).not.toBeInTheDocument();
  });

  it('lists selling through a link for a shop that sells so', () => {
    show({ isEditable: true, list: ['sell_via_link'] }, 'sell_by_link');
    expect(screen.getByText('2 of 3 done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sell through a link' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Add your card' })).not.toBeChecked();
  });
});
