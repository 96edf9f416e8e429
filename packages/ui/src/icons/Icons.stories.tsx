import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import * as icons from './index';

// Every export but the factory is an icon component.
const { createIcon: _factory, ...iconComponents } = icons;
const entries = Object.entries(iconComponents);

function Gallery() {
  return (
    <Flex wrap="wrap" gap="4">
      {entries.map(([name, Icon]) => (
        <Flex key={name} direction="column" align="center" gap="2" style={{ inlineSize: 120 }}>
          <Icon size={20} />
          <Text size="1" color="gray">
            {name}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(entries.length);
    // Decorative: the control around an icon carries the name.
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Arrows and chevrons that point "forward" mirror in right-to-left text. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chevron =
      canvasElement.querySelectorAll('svg')[
        entries.findIndex(([name]) => name === 'ChevronRightIcon')
      ];
    await expect(getComputedStyle(chevron!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
