import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useForm, type Resolver } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../FormFields';
import { phoneViewport } from '../storybook/shell-fixtures';
import { SecretField } from './SecretField';

interface Keys {
  publishable_key: string;
  secret_key: string;
  webhook_secret: string;
}

const EMPTY: Keys = { publishable_key: 'pk_test_51Hx', secret_key: '', webhook_secret: '' };

/** Stands in for the app's schema, which checks a key against the chosen mode (test here). */
const resolver: Resolver<Keys> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.secret_key.startsWith('sk_live_')) {
    errors.secret_key = {
      type: 'demo',
      message: 'This is a live key, but test mode is chosen: enter a test key',
    };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

interface DemoProps {
  /** What the server shows of each saved secret (its last 4 characters), null when none is saved. */
  saved: { secret_key: string | null; webhook_secret: string | null };
  disabled?: boolean;
  onSubmit: (values: Keys) => void;
}

/** A provider's keys form: a save "stores" each new secret and shows its last 4 characters. */
function Demo({ saved: initiallySaved, disabled, onSubmit }: DemoProps) {
  const [saved, setSaved] = useState(initiallySaved);
  const form = useForm<Keys>({ resolver, defaultValues: EMPTY, disabled });
  const save = (values: Keys) => {
    onSubmit(values);
    setSaved((before) => ({
      secret_key: values.secret_key ? values.secret_key.slice(-4) : before.secret_key,
      webhook_secret: values.webhook_secret
        ? values.webhook_secret.slice(-4)
        : before.webhook_secret,
    }));
    form.reset({ ...values, secret_key: '', webhook_secret: '' });
  };
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: 480 }}>
        <TextField control={form.control} name="publishable_key" label="Publishable key" />
        <SecretField
          control={form.control}
          name="secret_key"
          label="Secret key"
          description="Starts with sk_test_ or rk_test_ in test mode."
          placeholder="sk_test_…"
          saved={saved.secret_key}
        />
        <SecretField
          control={form.control}
          name="webhook_secret"
          label="Webhook signing secret"
          placeholder="whsec_…"
          saved={saved.webhook_secret}
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
  title: 'Forms/SecretField',
  component: Demo,
  args: { onSubmit, saved: { secret_key: '4242', webhook_secret: null } },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A write-only secret (an API key, a webhook secret) bound to react-hook-form. The field’s value is the NEW secret; empty means “keep the saved one”. A saved secret shows only as `••••` and the last characters the server gives (`saved`), with Replace (opens a password input, focused) and Keep saved (back to the mask, value emptied). Nothing saved: a password input with a show/hide toggle. Every button’s name ends with the field’s label; the words come from the kit’s messages.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's input (its buttons are named after the label too: "Replace Secret key"). */
const input = (
  canvas: { getByLabelText: (text: string, options: object) => HTMLElement },
  label: string,
) => canvas.getByLabelText(label, { selector: 'input' });

const submitted = () => onSubmit.mock.calls.at(-1)?.[0] as Keys | undefined;

export const SavedAndEmpty: Story = {
  play: async ({ canvas }) => {
    const secret = input(canvas, 'Secret key');
    await expect(secret).toHaveValue('••••4242');
    await expect(secret).toHaveAttribute('readonly');
    await expect(secret).toHaveAccessibleDescription(
      'Starts with sk_test_ or rk_test_ in test mode. Saved. Only its last characters are shown; replace it to enter a new one.',
    );
    await expect(canvas.getByRole('button', { name: 'Replace Secret key' })).toBeEnabled();
    // Nothing saved: an empty password input.
    const webhook = input(canvas, 'Webhook signing secret');
    await expect(webhook).toHaveAttribute('type', 'password');
    await expect(webhook).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Keep saved Webhook signing secret' })).toBe(
      null,
    );
    // Saving untouched keeps the saved secret: its value is empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()).toEqual({ ...EMPTY, secret_key: '', webhook_secret: '' });
  },
};

export const ReplaceThenKeep: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replace Secret key' }));
    const secret = input(canvas, 'Secret key');
    await waitFor(() => expect(secret).toHaveFocus());
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(secret).toHaveValue('');
    await userEvent.type(secret, 'sk_test_new_secret_9876');
    const reveal = canvas.getByRole('button', { name: 'Show Secret key' });
    await userEvent.click(reveal);
    await expect(secret).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide Secret key' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Changed my mind: back to the mask, the new value gone, focus on Replace.
    await userEvent.click(canvas.getByRole('button', { name: 'Keep saved Secret key' }));
    await expect(input(canvas, 'Secret key')).toHaveValue('••••4242');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Replace Secret key' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()?.secret_key).toBe('');
  },
};

export const ReplaceAndSave: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replace Secret key' }));
    await userEvent.type(input(canvas, 'Secret key'), 'sk_test_new_secret_9876');
    await userEvent.type(input(canvas, 'Webhook signing secret'), 'whsec_abcdefgh1111');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()).toEqual({
      publishable_key: 'pk_test_51Hx',
      secret_key: 'sk_test_new_secret_9876',
      webhook_secret: 'whsec_abcdefgh1111',
    });
    // The new saves show masked, both of them.
    await waitFor(() => expect(input(canvas, 'Secret key')).toHaveValue('••••9876'));
    await expect(input(canvas, 'Webhook signing secret')).toHaveValue('••••1111');
    await expect(
      canvas.getByRole('button', { name: 'Replace Webhook signing secret' }),
    ).toBeEnabled();
  },
};

export const RefusedValue: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replace Secret key' }));
    const secret = input(canvas, 'Secret key');
    await userEvent.type(secret, 'sk_live_wrong_mode_0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(secret).toHaveFocus());
    await expect(secret).toHaveAttribute('aria-invalid', 'true');
    await expect(secret).toHaveAccessibleDescription(
      'Starts with sk_test_ or rk_test_ in test mode. This is a live key, but test mode is chosen: enter a test key',
    );
    // Nothing is lost on a refusal: the value typed is still there.
    await expect(secret).toHaveValue('sk_live_wrong_mode_0000');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const NothingSaved: Story = {
  args: { saved: { secret_key: null, webhook_secret: null } },
  play: async ({ canvas }) => {
    await expect(input(canvas, 'Secret key')).toHaveAttribute('placeholder', 'sk_test_…');
    await expect(canvas.queryByRole('button', { name: /^Replace/ })).toBe(null);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Replace Secret key' })).toBeDisabled();
    await expect(input(canvas, 'Webhook signing secret')).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Əvəz et Secret key' })).toBeEnabled();
  },
};

export const NarrowScreen: Story = {
  globals: phoneViewport,
};
