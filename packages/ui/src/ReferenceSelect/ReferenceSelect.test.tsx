import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OVERSCAN, VISIBLE_ROWS } from './list-window';
import { ReferenceSelect } from './ReferenceSelect';
import type { ReferenceOption } from './types';

const countries: ReferenceOption[] = [
  { id: 'AT', label: 'Austria' },
  { id: 'AZ', label: 'Azerbaijan' },
  { id: 'DE', label: 'Germany' },
  { id: 'US', label: 'United States' },
];

/** 420 zones, like the IANA list. */
const zones: ReferenceOption[] = Array.from({ length: 420 }, (_, i) => ({
  id: `Zone/${String(i).padStart(3, '0')}`,
  label: `Zone/${String(i).padStart(3, '0')}`,
  hint: `UTC+${i % 12}`,
}));

function Controlled({
  options = countries,
  initial = null,
  onChange,
  clearable,
}: {
  options?: ReferenceOption[];
  initial?: string | null;
  onChange?: (id: string | null) => void;
  clearable?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ReferenceSelect
      label="Country"
      options={options}
      value={value}
      clearable={clearable}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Country' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Country' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('ReferenceSelect', () => {
  it('is a labelled combobox showing the chosen option', () => {
    render(<Controlled initial="AZ" />);
    expect(input()).toHaveValue('Azerbaijan');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters as one types, best match first, and picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(input(), 'a');
    expect(optionNames()).toEqual(['Austria', 'Azerbaijan', 'Germany', 'United States']);
    await userEvent.type(input(), 'z');
    expect(optionNames()).toEqual(['Azerbaijan']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('AZ');
    expect(input()).toHaveValue('Azerbaijan');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('finds an option by its code', async () => {
    render(<Controlled />);
    await userEvent.type(input(), 'us');
    expect(optionNames()[0]).toBe('United States');
  });

  it('opens on the chosen option; Escape restores it', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="DE" onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    const active = input().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('Germany');
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('xyz');
    expect(screen.getByRole('listbox')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveValue('Germany');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws only the rows in view of a long list, and follows the active option', async () => {
    render(<Controlled options={zones} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    const drawn = within(listbox).getAllByRole('option');
    expect(drawn).toHaveLength(VISIBLE_ROWS + 1 + OVERSCAN);
    expect(drawn[0]).toHaveAttribute('aria-setsize', '420');
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');

    await userEvent.keyboard('{End}');
    const last = document.getElementById(input().getAttribute('aria-activedescendant')!);
    expect(last).toHaveTextContent('Zone/419');
    expect(last).toHaveAttribute('aria-posinset', '420');
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(20);

    await userEvent.keyboard('{PageUp}');
    const paged = document.getElementById(input().getAttribute('aria-activedescendant')!);
    expect(paged).toHaveTextContent('Zone/411');
    await userEvent.keyboard('{Enter}');
    expect(input()).toHaveValue('Zone/411');
  });

  it('clears the choice of an optional field', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="AT" clearable onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });

  it('shows the chosen code while the options load', async () => {
    render(
      <ReferenceSelect label="Country" options={[]} value="AZ" isLoading onChange={() => {}} />,
    );
    expect(input()).toHaveValue('AZ');
    await userEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading…');
  });
});

describe('ReferenceSelect deep in a long list', () => {
  it('opens on a chosen option far down the list, drawn and active', async () => {
    render(<Controlled options={zones} initial="Zone/200" />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}');
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Zone/200');
  });
});
