import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useForm, type Resolver } from 'react-hook-form';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { DateRangeField } from './DateRangeField';

interface Dates {
  validFrom: number | null;
  validTo: number | null;
}

// 2026-11-21 10:00 UTC, 14:00 in Baku.
const FROM = Date.UTC(2026, 10, 21, 10) / 1000;

/** Stands in for the app's schema: a start is needed, and an end after it. */
const resolver: Resolver<Dates> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.validFrom === null) errors.validFrom = { type: 'demo', message: 'Required' };
  if (values.validFrom !== null && values.validTo !== null && values.validTo <= values.validFrom)
    errors.validTo = { type: 'demo', message: 'Valid to must be after valid from' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

interface DemoProps {
  start: Dates;
  timeZone: string;
  labels: { label: string; from: string; to: string; description: string; toHint: string };
  disabled?: boolean;
  onSubmit: (values: Dates) => void;
}

function Demo({ start, timeZone, labels, disabled, onSubmit }: DemoProps) {
  const form = useForm<Dates>({ resolver, defaultValues: start, disabled });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Flex direction="column" gap="4" style={{ maxInlineSize: 560 }}>
        <DateRangeField
          control={form.control}
          fromName="validFrom"
          toName="validTo"
          label={labels.label}
          fromLabel={labels.from}
          toLabel={labels.to}
          description={labels.description}
          toDescription={labels.toHint}
          timeZone={timeZone}
        />
        <Button type="submit" style={{ alignSelf: 'start' }}>
          Save
        </Button>
      </Flex>
    </form>
  );
}

const onSubmit = fn();
const english = {
  label: 'Active dates',
  from: 'Valid from',
  to: 'Valid to',
  description: 'Times are in the shop’s time zone, Asia/Baku (GMT+04:00).',
  toHint: 'Leave empty for a code that does not end.',
};

const meta = {
  title: 'Forms/DateRangeField',
  component: Demo,
  args: {
    onSubmit,
    start: { validFrom: FROM, validTo: null },
    timeZone: 'Asia/Baku',
    labels: english,
  },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A start and an end (e.g. the dates a discount code is valid), each a date and time typed in a given time zone (`timeZone`, the shop’s), whatever the browser’s is, bound to react-hook-form. The form values are Unix seconds, or null when empty. The pair is one group named by `label`; each time has its own label, description and message (the app’s schema decides that an end comes after the start and puts its message on the end). `DateTimeField` is one such time on its own.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = () => onSubmit.mock.calls.at(-1)?.[0] as Dates | undefined;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Active dates' })).toHaveAccessibleDescription(
      english.description,
    );
    // 10:00 UTC shows as the shop's 14:00, whatever the browser's zone.
    await expect(canvas.getByLabelText('Valid from')).toHaveValue('2026-11-21T14:00');
    await expect(canvas.getByLabelText('Valid to')).toHaveValue('');
    await expect(canvas.getByLabelText('Valid to')).toHaveAccessibleDescription(english.toHint);
  },
};

export const TypedInTheShopsTimeZone: Story = {
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('Valid to');
    // What the browser's control hands the page once a time is complete.
    fireEvent.change(to, { target: { value: '2026-12-01T09:30' } });
    await expect(to).toHaveValue('2026-12-01T09:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(submitted()).toEqual({
      validFrom: FROM,
      validTo: Date.UTC(2026, 11, 1, 5, 30) / 1000,
    });
  },
};

export const EndBeforeStart: Story = {
  args: { start: { validFrom: FROM, validTo: FROM - 3600 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const to = canvas.getByLabelText('Valid to');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    await expect(to).toHaveAccessibleDescription(
      `${english.toHint} Valid to must be after valid from`,
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { start: { validFrom: null, validTo: null } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Valid from')).toHaveAccessibleDescription('Required'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, start: { validFrom: FROM, validTo: FROM + 86_400 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Valid from')).toBeDisabled();
    await expect(canvas.getByLabelText('Valid to')).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: {
    labels: {
      label: 'Aktiv tarixlər',
      from: 'Başlama tarixi',
      to: 'Bitmə tarixi',
      description: 'Vaxtlar mağazanın saat qurşağındadır: Asia/Baku (GMT+04:00).',
      toHint: 'Bitməyən kod üçün boş saxlayın.',
    },
  },
  globals: { locale: 'az' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const NarrowScreen: Story = { globals: phoneViewport };
