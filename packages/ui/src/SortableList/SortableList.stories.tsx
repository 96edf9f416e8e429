import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SortableList, type SortableListLabels } from './SortableList';

interface Section {
  id: string;
  name: string;
}

const sections: Section[] = [
  { id: 'hero', name: 'Hero banner' },
  { id: 'featured', name: 'Featured collection' },
  { id: 'story', name: 'Our story' },
];

const english: SortableListLabels = {
  handle: (name) => `Move ${name}`,
  instructions:
    'Press Space to pick up, the arrow keys to move, Space again to drop, Escape to cancel.',
  pickedUp: (name, position, count) => `Picked up ${name}, position ${position} of ${count}.`,
  movedTo: (name, position, count) => `${name} moved to position ${position} of ${count}.`,
  dropped: (name, position, count) => `${name} dropped at position ${position} of ${count}.`,
  cancelled: (name, position, count) =>
    `Move cancelled. ${name} is back at position ${position} of ${count}.`,
};

const azerbaijani: SortableListLabels = {
  handle: (name) => `${name} bölməsini köçür`,
  instructions:
    'Götürmək üçün Boşluq, köçürmək üçün ox düymələri, qoymaq üçün yenə Boşluq, ləğv üçün Escape.',
  pickedUp: (name, position, count) => `${name} götürüldü, ${count} yerdən ${position}-ci.`,
  movedTo: (name, position, count) => `${name} ${count} yerdən ${position}-ci yerə köçdü.`,
  dropped: (name, position, count) => `${name} ${count} yerdən ${position}-ci yerə qoyuldu.`,
  cancelled: (name, position, count) =>
    `Ləğv edildi. ${name} yenə ${count} yerdən ${position}-ci yerdədir.`,
};

interface DemoProps {
  labels: SortableListLabels;
  disabled?: boolean;
  onReorder: (ids: string[]) => void;
}

function Demo({ labels, disabled, onReorder }: DemoProps) {
  const [items, setItems] = useState(sections);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <SortableList
        items={items}
        getKey={(section) => section.id}
        getName={(section) => section.name}
        renderItem={(section) => <Text size="2">{section.name}</Text>}
        onReorder={(next) => {
          setItems(next);
          onReorder(next.map((section) => section.id));
        }}
        label="Home page sections"
        labels={labels}
        disabled={disabled}
      />
    </div>
  );
}

const onReorder = fn();

const meta = {
  title: 'Forms/SortableList',
  component: Demo,
  args: { labels: english, onReorder },
  beforeEach: () => {
    onReorder.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A vertical list reordered by each entry’s handle, with a pointer or with the keyboard (Space picks up, each arrow key moves 25 px and the entry snaps to the nearest place, Space drops, Escape cancels). Every step is announced; every word comes from the app. The app gets the whole list in its new order.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole('listitem').map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Home page sections' })).toBeVisible();
    const handle = canvas.getByRole('button', { name: 'Move Hero banner' });
    await expect(handle).toHaveAccessibleDescription(english.instructions);
  },
};

export const MoveByKeyboard: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Move Hero banner' });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Picked up Hero banner, position 1 of 3.')).toBeInTheDocument();
    // 25 px a press: enough presses to pass the next row's centre.
    for (let press = 0; press < 3; press += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Hero banner moved to position 2 of 3.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(['featured', 'hero', 'story']));
    await expect(order(canvas)).toEqual(['Featured collection', 'Hero banner', 'Our story']);
    await expect(canvas.getByRole('button', { name: 'Move Hero banner' })).toHaveFocus();
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Move Our story' }).focus();
    await userEvent.keyboard(' ');
    for (let press = 0; press < 3; press += 1) await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await expect(
      canvas.getByText('Move cancelled. Our story is back at position 3 of 3.'),
    ).toBeInTheDocument();
    await expect(onReorder).not.toHaveBeenCalled();
    await expect(order(canvas)).toEqual(['Hero banner', 'Featured collection', 'Our story']);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move Hero banner' })).toBeDisabled();
  },
};

export const Azerbaijani: Story = {
  args: { labels: azerbaijani },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hero banner bölməsini köçür' })).toBeVisible();
  },
};
