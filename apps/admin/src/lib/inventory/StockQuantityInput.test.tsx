import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { paths, type InventoryLevel } from '@shop/admin-api';
import { ShopThemeProvider, toast, Toaster } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import enNonSettings from '../../../public/locales/en/non-settings.json';
import enValidation from '../../../public/locales/en/validation.json';
import { fakeApi, type SeenRequest } from '../../test/fake-api';
import { setTransport } from '../http/client';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query-client/query-client';
import { StockQuantityInput } from './StockQuantityInput';

const level: InventoryLevel = {
  id: 'inv_1',
  location_id: 'loc_1',
  variant_id: 'var_1',
  product_id: 'prd_1',
  product_title: 'Linen shirt',
  option_values: ['M'],
  sku: 'LS-M',
  image: null,
  available: 4,
  updated_at: 100,
};

/** The fake server's one level; a PUT with another version than its own gets 409 with it. */
let stored: InventoryLevel;
let puts: unknown[];

function respond(request: SeenRequest) {
  if (request.method !== 'PUT' || request.url !== paths.inventoryLevel(level.id)) {
    return { status: 404, data: { message: 'Not found', errors: [] } };
  }
  const body = JSON.parse(String(request.config.data)) as { available: number; updated_at: number };
  puts.push(body);
  if (body.updated_at !== stored.updated_at) {
    return { status: 409, data: { message: 'Changed', errors: [], current: stored } };
  }
  stored = { ...stored, available: body.available, updated_at: stored.updated_at + 1 };
  return { status: 200, data: stored };
}

/** The input as a screen shows it: its level comes from the screen's data, which a save updates. */
function Screen({ initial }: { initial: InventoryLevel }) {
  const [shown, setShown] = useState(initial);
  return (
    <StockQuantityInput
      level={shown}
      label="Available: Linen shirt (M)"
      itemName="Linen shirt (M) at Main"
      onStored={setShown}
    />
  );
}

function Editor({ initial }: { initial: InventoryLevel }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShopThemeProvider>
          <Screen initial={initial} />
          <Toaster />
        </ShopThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Available: Linen shirt (M)' });

describe('a stock quantity edited in place', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      ns: ['general', 'non-settings', 'validation'],
      resources: {
        en: { general: enGeneral, 'non-settings': enNonSettings, validation: enValidation },
      },
    });
  });
  beforeEach(() => {
    stored = { ...level };
    puts = [];
    setTransport(fakeApi(respond).transport);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    act(() => toast.dismiss());
  });

  it('saves on Enter with the version it was read at, and Undo puts the old quantity back', async () => {
    const user = userEvent.setup();
    render(<Editor initial={level} />);
    await user.clear(field());
    await user.type(field(), '12{Enter}');
    expect(await screen.findByText('Saved: Linen shirt (M) at Main is now 12')).toBeVisible();
    expect(puts).toEqual([{ available: 12, updated_at: 100 }]);
    expect(field()).toHaveValue(12);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Linen shirt (M) at Main is back to 4')).toBeVisible();
    // The undo is a save of its own, from the version the first save made.
    expect(puts).toEqual([
      { available: 12, updated_at: 100 },
      { available: 4, updated_at: 101 },
    ]);
    await waitFor(() => expect(field()).toHaveValue(4));
  });

  it('checks what was typed first: nothing is sent, the message is on the field', async () => {
    const user = userEvent.setup();
    render(<Editor initial={level} />);
    await user.clear(field());
    await user.type(field(), '2000000000{Enter}');
    expect(field()).toHaveAccessibleDescription('Must be at most 1,000,000,000');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveAccessibleDescription('Enter a whole number');
    expect(puts).toEqual([]);

    // Escape: the saved quantity again, no message.
    await user.type(field(), '{Escape}');
    expect(field()).toHaveValue(4);
    expect(field()).not.toHaveAttribute('aria-invalid');
    // Leaving without a change sends nothing either.
    await user.click(field());
    await user.tab();
    expect(puts).toEqual([]);
  });

  it('shows the quantity someone else saved meanwhile instead of overwriting it', async () => {
    const user = userEvent.setup();
    stored = { ...level, available: 9, updated_at: 150 };
    render(<Editor initial={level} />);
    await user.clear(field());
    await user.type(field(), '12{Enter}');
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        'Someone else changed this quantity meanwhile: it is now 9. Your 12 was not saved.',
      ),
    );
    expect(field()).toHaveValue(9);
    expect(puts).toEqual([{ available: 12, updated_at: 100 }]);

    // Saving again now starts from their version.
    await user.clear(field());
    await user.type(field(), '12{Enter}');
    expect(await screen.findByText('Saved: Linen shirt (M) at Main is now 12')).toBeVisible();
    expect(puts.at(-1)).toEqual({ available: 12, updated_at: 150 });
  });
});
