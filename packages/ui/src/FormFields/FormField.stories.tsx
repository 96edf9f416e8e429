import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as RadixTextField } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Store name',
    children: (control) => <RadixTextField.Root {...control} defaultValue="Demo shop" />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The wrapper every kit field uses, for an app’s own controls too: spread the given props on the control and it is labelled, described and marked invalid.',
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown in the browser tab and in e-mails.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Store name' })).toHaveAccessibleDescription(
      'Shown in the browser tab and in e-mails.',
    );
  },
};

export const WithError: Story = {
  args: { description: 'Shown in the browser tab and in e-mails.', error: 'Required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Shown in the browser tab and in e-mails. Required',
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'The name of the store as customers see it on the storefront, in e-mails and on invoices',
    error:
      'This name is already used by another store of this account; choose a different one and try again.',
  },
};

export const Dark: Story = { args: { error: 'Required' }, globals: { theme: 'dark' } };
