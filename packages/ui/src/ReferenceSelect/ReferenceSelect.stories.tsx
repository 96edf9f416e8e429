import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import { ReferenceSelect } from './ReferenceSelect';
import { ReferenceSelectField } from './ReferenceSelectField';
import type { ReferenceOption } from './types';

/** A few countries; Azerbaijani names as an app gets them from its server (browsers lack them). */
const COUNTRY_NAMES: Record<string, { en: string; az: string }> = {
  AT: { en: 'Austria', az: 'Avstriya' },
  AU: { en: 'Australia', az: 'Avstraliya' },
  AZ: { en: 'Azerbaijan', az: 'Azərbaycan' },
  CA: { en: 'Canada', az: 'Kanada' },
  DE: { en: 'Germany', az: 'Almaniya' },
  FR: { en: 'France', az: 'Fransa' },
  GB: { en: 'United Kingdom', az: 'Birləşmiş Krallıq' },
  GE: { en: 'Georgia', az: 'Gürcüstan' },
  JP: { en: 'Japan', az: 'Yaponiya' },
  NL: { en: 'Netherlands', az: 'Niderland' },
  TR: { en: 'Türkiye', az: 'Türkiyə' },
  US: { en: 'United States', az: 'Amerika Birləşmiş Ştatları' },
};

function countries(language: 'en' | 'az'): ReferenceOption[] {
  return Object.entries(COUNTRY_NAMES)
    .map(([id, names]) => ({ id, label: names[language] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Every IANA time zone the browser knows (400 and more), with its offset as the hint. */
const timezones: ReferenceOption[] = ['UTC', ...Intl.supportedValuesOf('timeZone')].map((id) => ({
  id,
  label: id,
  hint:
    new Intl.DateTimeFormat('en', { timeZone: id, timeZoneName: 'longOffset' })
      .formatToParts(Date.UTC(2025, 0, 15))
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', 'UTC') ?? '',
}));

interface DemoProps {
  label: string;
  options: readonly ReferenceOption[];
  initial?: string | null;
  placeholder?: string;
  description?: string;
  error?: string;
  clearable?: boolean;
  isLoading?: boolean;
  disabled?: boolean;
  onChange: (id: string | null) => void;
}

/** A ReferenceSelect that keeps its own value, as a page would. */
function Demo({ initial = null, onChange, ...props }: DemoProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ maxInlineSize: 420, minBlockSize: 360 }}>
      <ReferenceSelect
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
    </div>
  );
}

const onChange = fn().mockName('onChange');

const meta = {
  title: 'Forms/ReferenceSelect',
  component: Demo,
  args: { label: 'Country', options: countries('en'), onChange, placeholder: 'Choose a country' },
  beforeEach: () => {
    onChange.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A searchable single choice from a long reference list: countries, a country’s states, time zones, currencies. Options are `{ id, label, hint? }`; typing ranks the matches (the code itself, then labels that start with the text; accents ignored). Only the rows in view are drawn, so 400 time zones open at once. `ReferenceSelectField` binds it to react-hook-form. Its label comes from the app; its own few words (clear, show options, no matches) from the kit’s messages.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Countries: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ger');
    const listbox = canvas.getByRole('listbox', { name: 'Country' });
    // "Germany" starts with the text, "Georgia" does not contain it.
    await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Germany');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Germany');
    await expect(onChange).toHaveBeenCalledWith('DE');
    // The code itself is found too.
    await userEvent.clear(input);
    await userEvent.type(input, 'us');
    const again = canvas.getByRole('listbox', { name: 'Country' });
    await expect(within(again).getAllByRole('option')[0]).toHaveTextContent('United States');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Germany');
  },
};

export const LargeListOfTimezones: Story = {
  args: {
    label: 'Time zone',
    options: timezones,
    initial: 'Asia/Baku',
    placeholder: 'Choose a time zone',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveValue('Asia/Baku');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = canvas.getByRole('listbox', { name: 'Time zone' });
    // Opens on the chosen zone, with only the rows around it drawn.
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent('Asia/Baku');
    await expect(active()).toBeVisible();
    const drawn = within(listbox).getAllByRole('option');
    await expect(drawn.length).toBeLessThan(25);
    await expect(drawn[0]).toHaveAttribute('aria-setsize', String(timezones.length));
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveAttribute('aria-posinset', String(timezones.length));
    await expect(active()).toBeVisible();
    // Searching by words of the name and picking with the mouse.
    await userEvent.clear(input);
    await userEvent.type(input, 'new york');
    await userEvent.click(within(listbox).getByRole('option', { name: /America\/New_York/ }));
    await expect(input).toHaveValue('America/New_York');
    await expect(onChange).toHaveBeenLastCalledWith('America/New_York');
  },
};

export const Clearable: Story = {
  args: { initial: 'AZ', clearable: true, description: 'Optional.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAccessibleDescription('Optional.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(onChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { error: 'Choose a country from the list' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a country from the list');
  },
};

export const Loading: Story = {
  args: { options: [], initial: 'AZ', isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    const listbox = canvas.getByRole('listbox', { name: 'Country' });
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    await expect(listbox).toHaveTextContent('Loading…');
  },
};

export const Disabled: Story = {
  args: { initial: 'FR', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: {
    label: 'Ölkə',
    options: countries('az'),
    placeholder: 'Ölkə seçin',
    initial: 'DE',
    clearable: true,
  },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ölkə' });
    await expect(input).toHaveValue('Almaniya');
    await expect(canvas.getByRole('button', { name: 'Seçimi təmizlə' })).toBeVisible();
    await userEvent.clear(input);
    // Letters typed without their marks match: "azer" finds "Azərbaycan".
    await userEvent.type(input, 'azer');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Azərbaycan');
  },
};

interface FormValues {
  country: string | null;
}

/** ReferenceSelectField in a react-hook-form form. */
function FieldDemo({ onSubmit }: { onSubmit: (values: FormValues) => void }) {
  const { control, handleSubmit } = useForm<FormValues>({ defaultValues: { country: null } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Flex direction="column" gap="3" style={{ maxInlineSize: 420, minBlockSize: 360 }}>
        <ReferenceSelectField
          control={control}
          name="country"
          label="Country"
          options={countries('en')}
          clearable
        />
        <Flex>
          <Button type="submit">Save</Button>
        </Flex>
        <Text size="1" color="gray">
          Enter picks an option; it never submits while the list is open.
        </Text>
      </Flex>
    </form>
  );
}

const onSubmit = fn().mockName('onSubmit');

export const BoundToAForm: StoryObj<typeof FieldDemo> = {
  render: () => <FieldDemo onSubmit={onSubmit} />,
  beforeEach: () => {
    onSubmit.mockClear();
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'aze{Enter}');
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ country: 'AZ' });
  },
};

export const Dark: Story = { args: { initial: 'JP' }, globals: { theme: 'dark' } };

export const NarrowScreen: Story = { args: { initial: 'GB' }, globals: phoneViewport };
