import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ShopThemeProvider } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import enNonSettings from '../../../public/locales/en/non-settings.json';
import { i18n } from '../../lib/i18n/i18n';
import { AiGenerateButton } from './AiGenerateButton';

const replaceQuestion = {
  title: 'Replace the text you wrote?',
  description: 'It will be replaced.',
};

function show(wouldReplace: boolean) {
  const onGenerate = vi.fn(() => Promise.resolve());
  render(
    <I18nextProvider i18n={i18n}>
      <ShopThemeProvider>
        <AiGenerateButton
          label="Generate"
          pending={false}
          wouldReplace={() => wouldReplace}
          replaceQuestion={replaceQuestion}
          onGenerate={onGenerate}
        />
      </ShopThemeProvider>
    </I18nextProvider>,
  );
  return onGenerate;
}

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['general', 'non-settings'],
    resources: { en: { general: enGeneral, 'non-settings': enNonSettings } },
  });
});
afterEach(cleanup);

describe('AiGenerateButton', () => {
  it('generates at once when nothing written would be replaced', async () => {
    const onGenerate = show(false);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(onGenerate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks first when it would replace written text, and generates on Replace', async () => {
    const onGenerate = show(true);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('alertdialog', { name: replaceQuestion.title });
    expect(onGenerate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(onGenerate).toHaveBeenCalledOnce();
  });

  it('writes nothing when the merchant cancels', async () => {
    const onGenerate = show(true);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('alertdialog', { name: replaceQuestion.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onGenerate).not.toHaveBeenCalled();
  });
});
