import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useForm, type Resolver } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import {
  CheckboxField,
  ComboboxField,
  EmailField,
  MoneyField,
  PasswordField,
  PercentageField,
  PhoneField,
  SelectField,
  SlugField,
  SwitchField,
  TextareaField,
  TextField,
} from './index';
import { numberSeparators } from './number-input';

interface DemoValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  country: string;
  city: string;
  active: boolean;
  terms: boolean;
  price: number | null;
  discount: number | null;
  slug: string;
  note: string;
}

const emptyValues: DemoValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  country: '',
  city: '',
  active: false,
  terms: false,
  price: null,
  discount: null,
  slug: '',
  note: '',
};

/**
 * Stands in for the app's zod schema: the kit validates nothing, it shows the messages a resolver gives.
 */
const demoResolver: Resolver<DemoValues> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const fail = (name: keyof DemoValues, message: string) => {
    errors[name] = { type: 'demo', message };
  };
  if (!values.name.trim()) fail('name', 'Required');
  if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) fail('email', 'Enter a valid email');
  if (values.phone && !/^\+?[\d\s-]{7,}$/.test(values.phone))
    fail('phone', 'Enter a valid phone number');
  if (!values.password) fail('password', 'Enter your password');
  if (!values.country) fail('country', 'Required');
  if (values.price === null) fail('price', 'Required');
  if (values.slug && !/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/.test(values.slug))
    fail('slug', 'Invalid input');
  else if (values.slug.length > 0 && values.slug.length < 5)
    fail('slug', 'Too small: expected string to have >=5 characters');
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const countries = [
  { value: 'az', label: 'Azerbaijan' },
  { value: 'ge', label: 'Georgia' },
  { value: 'tr', label: 'Türkiye' },
  { value: 'us', label: 'United States' },
];

const cities = [
  { value: 'baku', label: 'Baku' },
  { value: 'ganja', label: 'Ganja' },
  { value: 'sumqayit', label: 'Sumqayit' },
  { value: 'shaki', label: 'Shaki' },
  { value: 'lankaran', label: 'Lankaran' },
  { value: 'nakhchivan', label: 'Nakhchivan', disabled: true },
];

const USD = { code: 'USD', fraction_digits: 2 };
const AZN = { code: 'AZN', fraction_digits: 2 };

interface DemoFormProps {
  onSubmit: (values: DemoValues) => void;
  defaultValues?: Partial<DemoValues>;
  disabled?: boolean;
  long?: boolean;
  locale?: string;
}

function DemoForm({ onSubmit, defaultValues, disabled, long, locale }: DemoFormProps) {
  const form = useForm<DemoValues>({
    resolver: demoResolver,
    defaultValues: { ...emptyValues, ...defaultValues },
    disabled,
  });
  const { control } = form;
  const longLabel = (text: string) =>
    long ? `${text} — a deliberately long label that has to wrap on narrow screens` : text;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: 520 }}>
        <TextField control={control} name="name" label={longLabel('Name')} />
        <EmailField
          control={control}
          name="email"
          label="Email"
          description="We send order updates here."
        />
        <PhoneField control={control} name="phone" label="Phone" description="Optional." />
        <PasswordField control={control} name="password" label="Password" />
        <SelectField control={control} name="country" label="Country" options={countries} />
        <ComboboxField control={control} name="city" label="City" options={cities} />
        <MoneyField
          control={control}
          name="price"
          label="Price"
          currency={locale === 'az' ? AZN : USD}
          locale={locale}
        />
        <PercentageField control={control} name="discount" label="Discount" />
        <SlugField control={control} name="slug" label="Handle" />
        <SwitchField control={control} name="active" label="Active" />
        <CheckboxField
          control={control}
          name="terms"
          label={longLabel('Show on the storefront')}
          description="Customers can find it in search."
        />
        <TextareaField control={control} name="note" label="Note" />
        <Flex>
          <Button type="submit" disabled={disabled}>
            Save
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

const onSubmit = fn().mockName('onSubmit');

const meta = {
  title: 'Forms/Fields',
  component: DemoForm,
  args: { onSubmit },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Fields bound to react-hook-form: each takes `control` and `name`, a `label` and an optional `description`, and shows `fieldState.error.message`. The kit does not validate (the app’s schema does); it labels the control, marks it `aria-invalid` and describes it with the message, and forwards the ref so `setFocus` and focus-on-error work.',
      },
    },
  },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = () => onSubmit.mock.calls[0]?.[0] as DemoValues | undefined;

export const Default: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Ada');
    await expect(name).toHaveValue('Ada');
    // The description describes the control.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send order updates here.',
    );
  },
};

export const ErrorsShown: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    // react-hook-form focuses the first invalid field through the forwarded ref.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Required');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription(
      'We send order updates here. Enter a valid email',
    );
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(onSubmit).not.toHaveBeenCalled();

    // Fixing a field clears its message on the next submit.
    await userEvent.type(name, 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  },
};

export const CompleteAndSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-1');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Azerbaijan' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Azerbaijan'),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Price/ }), '19.99');
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show on the storefront' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret-1',
      country: 'az',
      price: 1999,
      active: true,
      terms: true,
    });
  },
};

export const PasswordToggle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('hunter22');
  },
};

export const MoneyRoundTrip: Story = {
  args: { defaultValues: { name: 'Ada', email: 'ada@example.com', password: 'x', country: 'az' } },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: 'Price (USD)' });
    await expect(canvas.getByText('$')).toBeVisible();
    await userEvent.type(price, '1234.5');
    await userEvent.tab();
    // Shown with the currency's two fraction digits once the user leaves the field.
    await expect(price).toHaveValue('1234.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()?.price).toBe(123450);
  },
};

export const MoneyWithGroupingAndExisting: Story = {
  args: {
    defaultValues: {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'x',
      country: 'az',
      price: 5,
    },
  },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: 'Price (USD)' });
    // 5 minor units are five cents.
    await expect(price).toHaveValue('0.05');
    // More decimals than the currency has stay as typed (not rounded), for the schema to refuse.
    await userEvent.clear(price);
    await userEvent.type(price, '1.255');
    await userEvent.tab();
    await expect(price).toHaveValue('1.255');
    await userEvent.clear(price);
    await userEvent.type(price, '1,000.25');
    await userEvent.tab();
    await expect(price).toHaveValue('1000.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()?.price).toBe(100025);
  },
};

export const PercentageBounds: Story = {
  play: async ({ canvas }) => {
    const discount = canvas.getByRole('textbox', { name: 'Discount' });
    await expect(canvas.getByText('%')).toBeVisible();
    await userEvent.type(discount, '150');
    await expect(discount).toHaveValue('100');
    await userEvent.clear(discount);
    await userEvent.type(discount, '-5.5');
    // Whole numbers only: the sign and the point are not taken.
    await expect(discount).toHaveValue('55');
    await userEvent.clear(discount);
    await userEvent.type(discount, '0');
    await expect(discount).toHaveValue('0');
  },
};

export const SlugLowercases: Story = {
  play: async ({ canvas }) => {
    const slug = canvas.getByRole('textbox', { name: 'Handle' });
    await userEvent.type(slug, 'Summer-SALE');
    await expect(slug).toHaveValue('summer-sale');
    await expect(slug).toHaveAccessibleDescription(
      'Use lowercase letters and digits, with single - or _ between them; at least 5 characters.',
    );
  },
};

export const ComboboxKeyboard: Story = {
  play: async ({ canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.click(city);
    await userEvent.keyboard('{ArrowDown}');
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    // Typing filters; the first match is active.
    await userEvent.type(city, 'an');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ganja', 'Lankaran', 'Nakhchivan']);
    await userEvent.keyboard('{ArrowDown}');
    const active = city.getAttribute('aria-activedescendant');
    await expect(document.getElementById(active ?? '')).toHaveTextContent('Lankaran');
    await userEvent.keyboard('{Enter}');
    await expect(city).toHaveValue('Lankaran');
    await expect(city).toHaveAttribute('aria-expanded', 'false');

    // Escape closes and restores the chosen label.
    await userEvent.type(city, 'zzz');
    await expect(canvas.getByText('No matches')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(city).toHaveValue('Lankaran');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();

    // The disabled option cannot be picked; End jumps to the last enabled one.
    await userEvent.keyboard('{ArrowDown}{End}{Enter}');
    await expect(city).toHaveValue('Lankaran');
  },
};

export const SwitchAndCheckbox: Story = {
  play: async ({ canvas }) => {
    const active = canvas.getByRole('switch', { name: 'Active' });
    await expect(active).toHaveAttribute('aria-checked', 'false');
    active.focus();
    await userEvent.keyboard(' ');
    await expect(active).toHaveAttribute('aria-checked', 'true');
    const terms = canvas.getByRole('checkbox', { name: 'Show on the storefront' });
    await userEvent.click(canvas.getByText('Show on the storefront'));
    await expect(terms).toHaveAttribute('aria-checked', 'true');
    await expect(terms).toHaveAccessibleDescription('Customers can find it in search.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValues: { name: 'Ada', price: 123450, discount: 15 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('1234.50');
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { long: true },
  globals: phoneViewport,
};

export const Azerbaijani: Story = {
  args: { locale: 'az' },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Şifrəni göstər' })).toBeVisible();
    // Typed with the locale's own separators (Azerbaijani: "1.234,5"; the browser's ICU data decides).
    const { decimal, group } = numberSeparators('az');
    const price = canvas.getByRole('textbox', { name: 'Price (AZN)' });
    await userEvent.type(price, `1${group}234${decimal}5`);
    await userEvent.tab();
    await expect(price).toHaveValue(`1234${decimal}50`);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Azerbaijan' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Azerbaijan'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()?.price).toBe(123450);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const NarrowScreen: Story = { globals: phoneViewport };
