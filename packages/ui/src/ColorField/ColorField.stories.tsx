import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useForm, type Resolver } from 'react-hook-form';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { ColorField } from './ColorField';
import type { ColorContrastLabels } from './ContrastCheck';

interface Colors {
  primary: string;
  accent: string;
}

const english: ColorContrastLabels = {
  title: 'Contrast for text (WCAG AA)',
  onWhite: 'Against white',
  onBlack: 'Against black',
  pass: 'AA pass',
  fail: 'AA fail',
  ratio: (ratio) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(ratio)}:1`,
};

/** The words an Azerbaijani app passes (it writes a decimal comma). */
const azerbaijani: ColorContrastLabels = {
  title: 'Mətn üçün kontrast (WCAG AA)',
  onWhite: 'Ağ fonda',
  onBlack: 'Qara fonda',
  pass: 'AA keçir',
  fail: 'AA keçmir',
  ratio: (ratio) => `${ratio.toFixed(1).replace('.', ',')}:1`,
};

/** Stands in for the app's schema: the kit shows the message it is given. */
const resolver: Resolver<Colors> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const name of ['primary', 'accent'] as const) {
    if (!/^#[0-9a-f]{6}$/.test(values[name])) {
      errors[name] = { type: 'demo', message: 'Enter a colour as # and six hex digits' };
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

interface DemoProps {
  defaultValues?: Partial<Colors>;
  labels?: ColorContrastLabels;
  disabled?: boolean;
  onSubmit: (values: Colors) => void;
}

function Demo({ defaultValues, labels = english, disabled, onSubmit }: DemoProps) {
  const form = useForm<Colors>({
    resolver,
    defaultValues: { primary: '#0f766e', accent: '#ffcc00', ...defaultValues },
    disabled,
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: 420 }}>
        <ColorField
          control={form.control}
          name="primary"
          label="Primary colour"
          description="Buttons and links."
          pickerLabel="Pick the primary colour"
          contrastLabels={labels}
        />
        <ColorField
          control={form.control}
          name="accent"
          label="Accent colour"
          pickerLabel="Pick the accent colour"
          contrastLabels={labels}
        />
        <Button type="submit" style={{ alignSelf: 'start' }}>
          Save
        </Button>
      </Flex>
    </form>
  );
}

const onSubmit = fn();

const meta = {
  title: 'Forms/ColorField',
  component: Demo,
  args: { onSubmit },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A `#rrggbb` colour bound to react-hook-form: a hex text input (typed lowercased; six bare digits get their `#` on blur) beside the browser’s colour picker, both labelled. With `contrastLabels` it shows the WCAG contrast ratio against white and black and whether each passes AA for body text (4.5:1), in words as well as colour. Every word comes from the app.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = () => onSubmit.mock.calls[0]?.[0] as Colors | undefined;

export const Default: Story = {
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('textbox', { name: 'Primary colour' });
    await expect(primary).toHaveValue('#0f766e');
    await expect(primary).toHaveAccessibleDescription('Buttons and links.');
    await expect(canvas.getByLabelText('Pick the primary colour')).toHaveValue('#0f766e');
    const checks = canvas.getAllByRole('list', { name: 'Contrast for text (WCAG AA)' });
    // #0f766e: 5.5:1 on white passes, 3.8:1 on black does not.
    await expect(checks[0]).toHaveTextContent('Against white: 5.5:1AA pass');
    await expect(checks[0]).toHaveTextContent('Against black: 3.8:1AA fail');
    // #ffcc00: light, so the other way round.
    await expect(checks[1]).toHaveTextContent('Against white: 1.5:1AA fail');
    await expect(checks[1]).toHaveTextContent('Against black: 13.9:1AA pass');
  },
};

export const TypeAHexValue: Story = {
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(primary);
    // Typed without its # and in capitals: lowercased at once, the # added on leaving the field.
    await userEvent.type(primary, '1A1A1A');
    await expect(primary).toHaveValue('1a1a1a');
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await userEvent.tab();
    await expect(primary).toHaveValue('#1a1a1a');
    await expect(canvas.getByLabelText('Pick the primary colour')).toHaveValue('#1a1a1a');
    const [check] = canvas.getAllByRole('list', { name: 'Contrast for text (WCAG AA)' });
    await expect(check).toHaveTextContent('Against white: 17.4:1AA pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()).toEqual({ primary: '#1a1a1a', accent: '#ffcc00' });
  },
};

export const PickWithTheColourInput: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Pick the accent colour');
    fireEvent.input(picker, { target: { value: '#2563eb' } });
    fireEvent.change(picker, { target: { value: '#2563eb' } });
    await expect(canvas.getByRole('textbox', { name: 'Accent colour' })).toHaveValue('#2563eb');
    const [, check] = canvas.getAllByRole('list', { name: 'Contrast for text (WCAG AA)' });
    await expect(check).toHaveTextContent('Against white: 5.2:1AA pass');
  },
};

export const InvalidValue: Story = {
  play: async ({ canvas }) => {
    const accent = canvas.getByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#ffc');
    // No contrast for half a colour; the picker keeps the last whole one.
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(canvas.getByLabelText('Pick the accent colour')).toHaveValue('#ffcc00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(accent).toHaveFocus());
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    await expect(accent).toHaveAccessibleDescription('Enter a colour as # and six hex digits');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
    await expect(canvas.getByLabelText('Pick the primary colour')).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: { labels: azerbaijani },
  play: async ({ canvas }) => {
    const [check] = canvas.getAllByRole('list', { name: 'Mətn üçün kontrast (WCAG AA)' });
    await expect(check).toHaveTextContent('Ağ fonda: 5,5:1AA keçir');
  },
};

export const NarrowScreen: Story = {
  globals: phoneViewport,
  args: { labels: { ...english, onWhite: 'Against a white background, as in light mode' } },
};
