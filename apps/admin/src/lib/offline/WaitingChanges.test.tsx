import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initOfflineTexts, WithOfflineTexts } from '../../test/WithOfflineTexts';
import { WaitingChanges } from './WaitingChanges';

beforeAll(initOfflineTexts);
afterEach(cleanup);

function renderWaiting() {
  render(
    <WithOfflineTexts>
      <button type="button">Elsewhere</button>
      <WaitingChanges
        waiting={[
          { kind: 'update', what: 'customers/cus_1' },
          { kind: 'create', what: 'products' },
        ]}
      />
    </WithOfflineTexts>,
  );
  return screen.getByRole('button', { name: '2 changes waiting to sync' });
}

describe('the changes waiting to sync', () => {
  it('lists them on Enter, focused, and Escape gives focus back to the button', async () => {
    const button = renderWaiting();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');

    const list = screen.getByRole('dialog', { name: 'Waiting to sync' });
    expect(list).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveTextContent('Changed: customers/cus_1');
    expect(list).toHaveTextContent('New: products');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a press outside, and when focus goes elsewhere', async () => {
    const button = renderWaiting();
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when its button is pressed again', async () => {
    const button = renderWaiting();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
