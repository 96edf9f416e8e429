import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { desktopViewport, phoneViewport, tabletViewport } from '../storybook/shell-fixtures';
import { breakpoints, media } from './breakpoints';
import { ShopThemeProvider } from './ShopThemeProvider';
import { useMediaQuery } from './use-media-query';

function Swatches() {
  const steps = ['accent-3', 'accent-9', 'accent-11', 'gray-2', 'gray-6', 'gray-11', 'gray-12'];
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="4">
        Theme
      </Heading>
      <Flex gap="2" wrap="wrap" aria-hidden="true">
        {steps.map((step) => (
          <div
            key={step}
            title={step}
            style={{
              inlineSize: 48,
              blockSize: 48,
              borderRadius: 'var(--radius-2)',
              background: `var(--${step})`,
              border: '1px solid var(--gray-a5)',
            }}
          />
        ))}
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <Button>Solid</Button>
        <Button variant="soft">Soft</Button>
        <Button variant="outline">Outline</Button>
        <Badge variant="solid">12</Badge>
        <Link href="#theme">A link</Link>
      </Flex>
      <Card style={{ maxInlineSize: 'var(--shop-sidebar-width)' }}>
        <Text as="p" size="2">
          This card is exactly as wide as the sidebar token (var(--shop-sidebar-width)).
        </Text>
      </Card>
    </Flex>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ShopThemeProvider,
  args: { children: null },
  render: () => <Swatches />,
} satisfies Meta<typeof ShopThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector('.radix-themes');
    await expect(root).toHaveAttribute('data-accent-color', 'blue');
    await expect(root).toHaveAttribute('data-gray-color', 'slate');
    await expect(root).toHaveAttribute('data-radius', 'medium');
    await expect(getComputedStyle(root!).getPropertyValue('--shop-sidebar-width').trim()).toBe(
      '240px',
    );
    // The accessible accent: white on the solid blue passes WCAG AA.
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Solid' })).backgroundColor,
    ).toBe('rgb(0, 112, 224)');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.radix-themes.dark')).not.toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.radix-themes')).toHaveAttribute('dir', 'rtl');
  },
};

function Breakpoints() {
  const sm = useMediaQuery(media.up.sm);
  const md = useMediaQuery(media.up.md);
  const lg = useMediaQuery(media.up.lg);
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="4">
        Breakpoints
      </Heading>
      <Text as="p" data-testid="matches">
        {`sm (${breakpoints.sm}px): ${sm ? 'yes' : 'no'} · md (${breakpoints.md}px): ${md ? 'yes' : 'no'} · lg (${breakpoints.lg}px): ${lg ? 'yes' : 'no'}`}
      </Text>
    </Flex>
  );
}

export const BreakpointsOnDesktop: Story = {
  render: () => <Breakpoints />,
  globals: desktopViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('matches')).toHaveTextContent(
      'sm (640px): yes · md (768px): yes · lg (1024px): yes',
    );
  },
};

export const BreakpointsOnTablet: Story = {
  render: () => <Breakpoints />,
  globals: tabletViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('matches')).toHaveTextContent(
      'sm (640px): yes · md (768px): no · lg (1024px): no',
    );
  },
};

export const BreakpointsOnPhone: Story = {
  render: () => <Breakpoints />,
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('matches')).toHaveTextContent(
      'sm (640px): no · md (768px): no · lg (1024px): no',
    );
  },
};
