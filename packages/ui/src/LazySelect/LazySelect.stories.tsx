import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@radix-ui/themes';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { LazySelect, type LazySelectProps } from './LazySelect';

const statuses = [
  { value: 'any', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
];

/** As a list's filter uses it: a visible label names it, the value lives in the page's state. */
function Filter(args: LazySelectProps & { label?: string }) {
  const labelId = useId();
  const [value, setValue] = useState(args.value);
  return (
    <Flex align="center" gap="2">
      <Text as="span" id={labelId} size="2" weight="medium">
        {args.label ?? 'Status'}
      </Text>
      <LazySelect
        {...args}
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'Forms/LazySelect',
  component: LazySelect,
  args: { value: 'any', options: statuses, onValueChange: fn(), position: 'popper' },
  render: (args) => <Filter {...args} />,
} satisfies Meta<typeof LazySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListFilter: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await expect(trigger).toHaveTextContent('All statuses');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // Below the trigger (popper).
    await expect(listbox.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Draft' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('draft');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Draft');
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'All statuses' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('active');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Active');
  },
};

/** The DataTable's "Rows per page": small, soft and gray, the list over the trigger (item-aligned). */
export const SmallSoftGray: Story = {
  args: {
    value: '20',
    options: ['10', '20', '50', '100'].map((size) => ({ value: size, label: size })),
    size: '1',
    variant: 'soft',
    color: 'gray',
    position: 'item-aligned',
  },
  render: (args) => <Filter {...args} label="Rows per page" />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('50');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    value: 'long',
    options: [
      { value: 'long', label: 'Partially fulfilled and waiting for the second shipment' },
      { value: 'short', label: 'Paid' },
    ],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await screen.findByRole('listbox');
    // Closed again: while open, Radix hides the rest of the page (modal), which axe would check.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // The list's inline start lines up with the trigger's, on the right (to a pixel's rounding).
    await waitFor(() =>
      expect(
        Math.abs(listbox.getBoundingClientRect().right - trigger.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(1),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NarrowScreen: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Archived');
  },
};
