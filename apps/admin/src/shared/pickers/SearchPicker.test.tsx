import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopThemeProvider } from '@shop/ui';
import { PickedRow, SearchPicker } from './SearchPicker';

afterEach(cleanup);

const SHOP = [
  { id: 'p1', title: 'Blue shirt' },
  { id: 'p2', title: 'Green hat' },
  { id: 'p3', title: 'Red scarf' },
];

/** The picker over a list held in state, as a form field holds it. */
function Harness({ initial }: { initial: string[] }) {
  const [picked, setPicked] = useState(initial);
  const [search, setSearch] = useState<string | null>(null);
  const titleOf = (id: string) => SHOP.find((p) => p.id === id)!.title;
  const options = SHOP.filter(
    (p) => search !== null && !picked.includes(p.id) && p.title.toLowerCase().includes(search),
  ).map((p) => ({ value: p.id, label: p.title }));
  return (
    <ShopThemeProvider>
      <SearchPicker
        label="Find products"
        placeholder="Search by title"
        inputRef={() => undefined}
        onBlur={() => undefined}
        options={options}
        isLoading={false}
        onSearchChange={setSearch}
        onPick={(option) => {
          setPicked([...picked, option.value]);
          return `${option.label} added`;
        }}
        items={picked}
        getKey={(id) => id}
        listLabel="Chosen products"
        count={`${picked.length} chosen`}
        onRemove={(id, title) => {
          setPicked(picked.filter((other) => other !== id));
          return `${title} removed`;
        }}
        renderItem={(id, remove) => (
          <PickedRow
            title={titleOf(id)}
            removeLabel={`Remove ${titleOf(id)}`}
            removeText="Remove"
            onRemove={() => remove(titleOf(id))}
          />
        )}
      />
    </ShopThemeProvider>
  );
}

describe('SearchPicker', () => {
  it('adds what the search found and says so, leaving out what is chosen', async () => {
    render(<Harness initial={['p1']} />);
    expect(screen.getByText('1 chosen')).toBeVisible();
    const input = screen.getByRole('combobox', { name: 'Find products' });
    await userEvent.type(input, 'e');
    const listbox = await screen.findByRole('listbox');
    // Blue shirt is chosen already: not offered again.
    expect(within(listbox).queryByRole('option', { name: 'Blue shirt' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Red scarf' }));
    expect(screen.getByText('2 chosen')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Red scarf added');
    expect(screen.getByRole('list', { name: 'Chosen products' })).toHaveTextContent(
      /Blue shirt.*Red scarf/,
    );
  });

  it('removes one by its named button, says so and gives the focus back to the search', async () => {
    render(<Harness initial={['p1', 'p2']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Green hat' }));
    expect(screen.getByText('1 chosen')).toBeVisible();
    expect(screen.queryByText('Green hat')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Green hat removed');
    expect(screen.getByRole('combobox', { name: 'Find products' })).toHaveFocus();
  });
});
