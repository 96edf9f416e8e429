import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import enNonSettings from '../../../../public/locales/en/non-settings.json';
import { i18n } from '../../../lib/i18n/i18n';
import { StockState } from './StockState';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['non-settings'],
    resources: { en: { 'non-settings': enNonSettings } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const stateOf = (available: number) => {
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <StockState available={available} />
    </I18nextProvider>,
  );
  return container.textContent;
};

describe('the stock state of a level', () => {
  it('marks 1 to 5 as low, zero and oversold as out of stock, and says nothing above', () => {
    expect(stateOf(1)).toBe('Low stock');
    cleanup();
    expect(stateOf(5)).toBe('Low stock');
    cleanup();
    expect(stateOf(0)).toBe('Out of stock');
    cleanup();
    expect(stateOf(-2)).toBe('Out of stock');
    cleanup();
    expect(stateOf(6)).toBe('');
    expect(screen.queryByText(/stock/)).toBeNull();
  });
});
