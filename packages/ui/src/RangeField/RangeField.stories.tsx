import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { RangeField } from './RangeField';

interface Layout {
  radius: number;
  columns: number;
}

interface DemoProps {
  locale?: string;
  disabled?: boolean;
  onSubmit: (values: Layout) => void;
}

function Demo({ locale, disabled, onSubmit }: DemoProps) {
  const form = useForm<Layout>({ defaultValues: { radius: 8, columns: 3 }, disabled });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: 420 }}>
        <RangeField
          control={form.control}
          name="radius"
          label="Corner radius"
          description="Buttons and cards."
          min={0}
          max={24}
          step={2}
          unit="px"
          locale={locale}
        />
        <RangeField
          control={form.control}
          name="columns"
          label="Products per row"
          min={2}
          max={5}
          locale={locale}
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
  title: 'Forms/RangeField',
  component: Demo,
  args: { onSubmit },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A number between a minimum and a maximum, chosen with a slider bound to react-hook-form, its value shown beside it with its unit (and read aloud the same way). Arrow keys move it by its step.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const radius = canvas.getByRole('slider', { name: 'Corner radius' });
    await expect(radius).toHaveValue('8');
    await expect(radius).toHaveAttribute('aria-valuetext', '8 px');
    await expect(radius).toHaveAccessibleDescription('Buttons and cards.');
    await expect(canvas.getByText('8 px')).toBeVisible();
  },
};

export const ChooseAValue: Story = {
  play: async ({ canvas }) => {
    const radius = canvas.getByRole('slider', { name: 'Corner radius' });
    // The browser moves a native slider with its keys; the field reads what it moved to.
    fireEvent.change(radius, { target: { value: '12' } });
    await expect(radius).toHaveAttribute('aria-valuetext', '12 px');
    await expect(canvas.getByText('12 px')).toBeVisible();
    const columns = canvas.getByRole('slider', { name: 'Products per row' });
    fireEvent.change(columns, { target: { value: '4' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ radius: 12, columns: 4 });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Corner radius' })).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Corner radius' })).toHaveAttribute(
      'aria-valuetext',
      '8 px',
    );
  },
};
