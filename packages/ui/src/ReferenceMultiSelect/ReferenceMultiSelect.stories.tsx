import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../storybook/shell-fixtures';
import type { ReferenceOption } from '../ReferenceSelect';
import { ReferenceMultiSelect } from './ReferenceMultiSelect';
import { ReferenceMultiSelectField } from './ReferenceMultiSelectField';
import type { ReferenceMultiSelectProps } from './types';

/** A few countries, in English and Azerbaijani (as an app gets them from its server). */
const COUNTRY_NAMES: Record<string, { en: string; az: string }> = {
  AT: { en: 'Austria', az: 'Avstriya' },
  AZ: { en: 'Azerbaijan', az: 'Azərbaycan' },
  BE: { en: 'Belgium', az: 'Belçika' },
  DE: { en: 'Germany', az: 'Almaniya' },
  FR: { en: 'France', az: 'Fransa' },
  GE: { en: 'Georgia', az: 'Gürcüstan' },
  LU: { en: 'Luxembourg', az: 'Lüksemburq' },
  NL: { en: 'Netherlands', az: 'Niderland' },
  TR: { en: 'Türkiye', az: 'Türkiyə' },
};

function countries(language: 'en' | 'az'): ReferenceOption[] {
  return Object.entries(COUNTRY_NAMES)
    .map(([id, names]) => ({ id, label: names[language] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

const removeLabel = (label: string) => `Remove ${label}`;
const onChange = fn().mockName('onChange');

/** The value kept in state, as a form would; every change still reaches the `onChange` spy. */
function Demo(args: ReferenceMultiSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: 420, minBlockSize: 360 }}>
      <ReferenceMultiSelect
        {...args}
        value={value}
        onChange={(ids) => {
          setValue(ids);
          args.onChange(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/ReferenceMultiSelect',
  component: ReferenceMultiSelect,
  render: (args) => <Demo {...args} />,
  args: {
    label: 'Countries',
    options: countries('en'),
    value: [],
    onChange,
    removeLabel,
    placeholder: 'Add a country',
  },
  beforeEach: () => {
    onChange.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Several choices from a long reference list (the countries a tax rate applies in): a ReferenceSelect whose picks are added to the chosen ones, shown as chips under it, each with a button that takes it off. What is chosen is left out of the list. `removeLabel` names those buttons in the app’s language ("Remove Netherlands"). `ReferenceMultiSelectField` binds it to react-hook-form (the value is the chosen ids).',
      },
    },
  },
} satisfies Meta<typeof ReferenceMultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndRemove: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Countries' });
    await userEvent.type(input, 'neth{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith(['NL']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'ger');
    await userEvent.keyboard('{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith(['NL', 'DE']);
    const chosen = canvas.getByRole('list', { name: 'Countries' });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Netherlands', 'Germany']);
    // What is chosen is not offered again.
    await userEvent.type(input, 'n');
    const listbox = canvas.getByRole('listbox', { name: 'Countries' });
    await expect(within(listbox).queryByRole('option', { name: 'Netherlands' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // Taking one off leaves the focus on the next chip's button.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Netherlands' }));
    await expect(onChange).toHaveBeenLastCalledWith(['DE']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove Germany' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.queryByRole('list', { name: 'Countries' })).toBeNull();
  },
};

export const Chosen: Story = {
  args: { value: ['NL', 'BE', 'LU'], description: 'Where this rate is charged.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Countries' });
    await expect(input).toHaveAccessibleDescription('Where this rate is charged.');
    const chosen = canvas.getByRole('list', { name: 'Countries' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithError: Story = {
  args: { error: 'Choose at least one country' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Countries' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose at least one country');
  },
};

export const Disabled: Story = {
  args: { value: ['FR'], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Countries' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove France' })).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: {
    label: 'Ölkələr',
    options: countries('az'),
    value: ['AZ', 'GE'],
    placeholder: 'Ölkə əlavə edin',
    removeLabel: (label) => `${label} silinsin`,
  },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Azərbaycan silinsin' })).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'Ölkələr' });
    await userEvent.type(input, 'turk{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith(['AZ', 'GE', 'TR']);
  },
};

export const LongLabelsWrap: Story = {
  args: {
    options: [
      ...countries('en'),
      { id: 'GB', label: 'United Kingdom of Great Britain and Northern Ireland' },
      { id: 'CD', label: 'Democratic Republic of the Congo' },
    ],
    value: ['GB', 'CD', 'NL', 'DE', 'FR', 'AT'],
  },
};

export const Dark: Story = { args: { value: ['NL', 'DE'] }, globals: { theme: 'dark' } };

export const NarrowScreen: Story = {
  args: { value: ['NL', 'DE', 'FR', 'AT'] },
  globals: phoneViewport,
};

interface FormValues {
  countries: string[];
}

/** ReferenceMultiSelectField in a react-hook-form form. */
function FieldDemo({ onSubmit }: { onSubmit: (values: FormValues) => void }) {
  const { control, handleSubmit } = useForm<FormValues>({ defaultValues: { countries: ['NL'] } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Flex direction="column" gap="3" style={{ maxInlineSize: 420, minBlockSize: 360 }}>
        <ReferenceMultiSelectField
          control={control}
          name="countries"
          label="Countries"
          options={countries('en')}
          removeLabel={removeLabel}
        />
        <Flex>
          <Button type="submit">Save</Button>
        </Flex>
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
    const input = canvas.getByRole('combobox', { name: 'Countries' });
    // Enter picks; it never submits while the list is open.
    await userEvent.type(input, 'belg{Enter}');
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await expect(onSubmit.mock.calls[0]?.[0]).toEqual({ countries: ['NL', 'BE'] });
  },
};
