// @vitest-environment jsdom
// DOMPurify needs a standards-exact DOM (happy-dom drops the first element of what it sanitises).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
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
  onForm,
}: {
  initial: string;
  onForm: (f: UseFormReturn<Values>) => void;
}) {
  const own = useForm<Values>({ defaultValues: { description: initial } });
  useEffect(() => {
    onForm(own);
  }, [own, onForm]);
  return (
    <Theme>
      <RichTextField control={own.control} name="description" label="Description" />
    </Theme>
  );
}

async function renderField(initial: string) {
  render(
    <Harness
      initial={initial}
      onForm={(f) => {
        form = f;
      }}
    />,
  );
  // The editor's code loads lazily; the read-only text shows meanwhile.
  // The first load compiles TipTap, which takes a while on a busy machine.
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

  it('keeps an empty document as an empty value', async () => {
    const editor = await renderField('<p></p>');
    expect(editor).toHaveTextContent('');
    expect(form.getValues('description')).toBe('<p></p>');
    expect(form.formState.isDirty).toBe(false);
  });
});
