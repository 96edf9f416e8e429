// @vitest-environment jsdom
// DOMPurify needs a standards-exact DOM (happy-dom drops the first element of what it sanitises).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { initReactI18next } from 'react-i18next';
import { Theme } from '@radix-ui/themes';
import enGeneral from '../../../public/locales/en/general.json';
import { i18n } from '../i18n/i18n';
import { RichTextField } from './RichTextField';

type Values = { description: string };
let form!: UseFormReturn<Values>;

function Harness({
  initial,
  disabled,
  onForm,
}: {
  initial: string;
  disabled?: boolean;
  onForm: (f: UseFormReturn<Values>) => void;
}) {
  const own = useForm<Values>({ defaultValues: { description: initial } });
  useEffect(() => {
    onForm(own);
  }, [own, onForm]);
  return (
    <Theme>
      <RichTextField
        control={own.control}
        name="description"
        label="Description"
        disabled={disabled}
      />
    </Theme>
  );
}

async function renderField(initial: string, { disabled = false } = {}) {
  render(
    <Harness
      initial={initial}
      disabled={disabled}
      onForm={(f) => {
        form = f;
      }}
    />,
  );
  // The editor's code loads lazily; the read-only text shows meanwhile.
  // The first load compiles ProseMirror, which takes a while on a busy machine.
  return screen.findByRole('textbox', { name: 'Description' }, { timeout: 15_000 });
}

beforeAll(async () => {
  // jsdom lays nothing out: Radix tooltips measure with ResizeObserver, ProseMirror asks for points.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  document.elementFromPoint ??= () => null;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect();
  for (const proto of [Element.prototype, Range.prototype, Text.prototype] as {
    getClientRects?: unknown;
    getBoundingClientRect?: unknown;
  }[]) {
    proto.getClientRects ??= noRects;
    proto.getBoundingClientRect ??= emptyRect;
  }
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { general: enGeneral } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});

afterEach(cleanup);

describe('RichTextField', () => {
  it('loads stored HTML sanitised, named by its label', async () => {
    const editor = await renderField(
      '<p>Soft <strong>wool</strong></p><script>window.hacked = true</script><img src="x" onerror="alert(1)">',
    );
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveTextContent('Soft wool');
    expect(editor.querySelector('strong')).toHaveTextContent('wool');
    expect(editor.querySelector('script, img')).toBeNull();
    expect(form.formState.isDirty).toBe(false);
  });

  it('shows a value set by the form (an AI text) and marks the field dirty through the form', async () => {
    const editor = await renderField('<p>Old</p>');
    act(() =>
      form.setValue('description', '<h2>New</h2><ul><li>Warm</li></ul>', { shouldDirty: true }),
    );
    await waitFor(() => expect(editor).toHaveTextContent('NewWarm'));
    expect(editor.querySelector('h2')).toHaveTextContent('New');
    expect(form.getValues('description')).toBe('<h2>New</h2><ul><li>Warm</li></ul>');
    // formState is a proxy: read what the form would render.
    expect(form.getFieldState('description').isDirty).toBe(true);
  });

  it('formats through its toolbar and reports HTML to the form', async () => {
    const editor = await renderField('<p>Scarf</p>');
    const user = userEvent.setup();
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(form.getValues('description')).toBe('<p><strong>Scarf</strong></p>'),
    );
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the focus in the text when a toolbar button is clicked, so typing goes on at once', async () => {
    const editor = await renderField('<p>Scarf</p>');
    const user = userEvent.setup();
    act(() => editor.focus());
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(editor).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has one Tab stop in its toolbar and moves with the arrow keys', async () => {
    await renderField('');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const user = userEvent.setup();
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[6]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    expect(buttons[0]!.tabIndex).toBe(0);
  });

  it('opens the link box with Ctrl+K and links the selected text, back in the text after', async () => {
    const editor = await renderField('<p>Shop</p>');
    const user = userEvent.setup();
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const box = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(box).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(
      within(box).getByText('Enter a web address (https://…) or an e-mail address.'),
    ).toBeVisible();
    await user.clear(address);
    await user.type(address, 'example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link' })).toBeNull());
    expect(form.getValues('description')).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">Shop</a></p>',
    );
    await waitFor(() => expect(editor).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes the link under the cursor from the link box', async () => {
    const editor = await renderField('<p><a href="https://example.com">Shop</a> now</p>');
    const user = userEvent.setup();
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const box = await screen.findByRole('dialog', { name: 'Link' });
    expect(within(box).getByRole('textbox', { name: 'Link address' })).toHaveValue(
      'https://example.com',
    );
    await user.click(within(box).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(form.getValues('description')).toBe('<p>Shop now</p>'));
  });

  it('takes the focus and shows the message of a server error', async () => {
    const editor = await renderField('<p>Scarf</p>');
    act(() =>
      form.setError(
        'description',
        { type: 'server', message: 'The description is too long' },
        { shouldFocus: true },
      ),
    );
    await waitFor(() => expect(editor).toHaveFocus());
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('The description is too long');
  });

  it('is read-only with its toolbar off when the field is disabled', async () => {
    const editor = await renderField('<p>Scarf</p>', { disabled: true });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const button of within(toolbar).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('keeps an empty document as an empty value', async () => {
    const editor = await renderField('<p></p>');
    expect(editor).toHaveTextContent('');
    expect(form.getValues('description')).toBe('<p></p>');
    expect(form.formState.isDirty).toBe(false);
  });
});
