import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TreeEditor, type TreeEditorLabels } from './TreeEditor';

interface Entry {
  id: string;
  title: string;
  children: Entry[];
}

const e = (id: string, title: string, ...children: Entry[]): Entry => ({ id, title, children });

const menu: Entry[] = [
  e('home', 'Home'),
  e('shop', 'Shop', e('shirts', 'Shirts'), e('shoes', 'Shoes')),
  e('about', 'About us'),
];

const english: TreeEditorLabels = {
  handle: (name, level) => `Move ${name}, level ${level}`,
  instructions:
    'Press Space to pick up. Up and down arrows move, right and left arrows nest and un-nest. Space drops, Escape cancels.',
  pickedUp: (name, position, count, level) =>
    `Picked up ${name}, position ${position} of ${count}, level ${level}.`,
  movedTo: (name, position, count, level) =>
    `${name} moved to position ${position} of ${count}, level ${level}.`,
  dropped: (name, position, count, level) =>
    `${name} dropped at position ${position} of ${count}, level ${level}.`,
  cancelled: (name, position, count, level) =>
    `Move cancelled. ${name} is back at position ${position} of ${count}, level ${level}.`,
};

const azerbaijani: TreeEditorLabels = {
  handle: (name, level) => `${name} bəndini köçür, səviyyə ${level}`,
  instructions:
    'Götürmək üçün Boşluq. Yuxarı və aşağı oxlar köçürür, sağ və sol oxlar iç-içə qoyur. Boşluq qoyur, Escape ləğv edir.',
  pickedUp: (name, position, count, level) =>
    `${name} götürüldü, ${count} yerdən ${position}-ci, səviyyə ${level}.`,
  movedTo: (name, position, count, level) =>
    `${name} ${count} yerdən ${position}-ci yerə köçdü, səviyyə ${level}.`,
  dropped: (name, position, count, level) =>
    `${name} ${count} yerdən ${position}-ci yerə qoyuldu, səviyyə ${level}.`,
  cancelled: (name, position, count, level) =>
    `Ləğv edildi. ${name} yenə ${count} yerdən ${position}-ci yerdədir, səviyyə ${level}.`,
};

/** The tree as text: `home shop(shirts shoes) about`. */
const show = (items: readonly Entry[]): string =>
  items.map((i) => (i.children.length ? `${i.id}(${show(i.children)})` : i.id)).join(' ');

interface DemoProps {
  labels: TreeEditorLabels;
  disabled?: boolean;
  onChange: (tree: string) => void;
}

function Demo({ labels, disabled, onChange }: DemoProps) {
  const [items, setItems] = useState(menu);
  return (
    <div style={{ maxInlineSize: 420 }}>
      <TreeEditor
        items={items}
        getName={(entry) => entry.title}
        renderItem={(entry) => <Text size="2">{entry.title}</Text>}
        onChange={(next) => {
          setItems(next);
          onChange(show(next));
        }}
        maxDepth={3}
        label="Main menu"
        labels={labels}
        disabled={disabled}
      />
    </div>
  );
}

const onChange = fn();

const meta = {
  title: 'Forms/TreeEditor',
  component: Demo,
  args: { labels: english, onChange },
  beforeEach: () => {
    onChange.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'An ordered tree (a navigation menu) edited in place: each row moves with its children by its handle, with a pointer or the keyboard (Space picks up; each arrow key moves 25 px: up and down to another place, right and left a level in or out; Space drops, Escape cancels). It never grows deeper than `maxDepth`. Every step is announced; every word comes from the app, which draws each row and gets the whole tree back after a drop.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Main menu' })).toBeVisible();
    const handle = canvas.getByRole('button', { name: 'Move Shirts, level 2' });
    await expect(handle).toHaveAccessibleDescription(english.instructions);
  },
};

export const NestByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Move About us, level 1' }).focus();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByText('Picked up About us, position 5 of 5, level 1.'),
    ).toBeInTheDocument();
    // 25 px to the right: one level in, under Shop (after Shoes).
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByText('About us moved to position 5 of 5, level 2.'),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('home shop(shirts shoes about)'));
    await expect(canvas.getByRole('button', { name: 'Move About us, level 2' })).toHaveFocus();
  },
};

export const NestByPointer: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Move About us, level 1' });
    const box = handle.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    // Dragged a level's width to the right: About us goes under Shop, after Shoes.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: at },
      { target: handle, coords: { ...at, clientX: at.clientX + 10 } },
      { target: handle, coords: { ...at, clientX: at.clientX + 30 } },
      { keys: '[/MouseLeft]', target: handle, coords: { ...at, clientX: at.clientX + 30 } },
    ]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('home shop(shirts shoes about)'));
  },
};

export const MoveUpWithChildren: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Move Shop, level 1' }).focus();
    await userEvent.keyboard(' ');
    // Enough 25 px presses to pass Home.
    for (let press = 0; press < 3; press += 1) await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('shop(shirts shoes) home about'));
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Move Shoes, level 2' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Escape}');
    await expect(
      canvas.getByText('Move cancelled. Shoes is back at position 4 of 5, level 2.'),
    ).toBeInTheDocument();
    await expect(onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Home, level 1' })).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: { labels: azerbaijani },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Shop bəndini köçür, səviyyə 1' }),
    ).toBeVisible();
  },
};
