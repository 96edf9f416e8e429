import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Text } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { UiLinkProvider } from '../link';
import { phoneViewport } from '../storybook/shell-fixtures';
import { SpyLink } from '../storybook/fixtures';
import { Page } from './Page';

const meta = {
  title: 'Shell/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <UiLinkProvider component={SpyLink}>
        <Story />
      </UiLinkProvider>
    ),
  ],
  args: {
    title: 'Products',
    actions: (
      <>
        <Button variant="soft">Export</Button>
        <Button>Add product</Button>
      </>
    ),
    children: (
      <Card>
        <Text as="p">The page content.</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add product' })).toBeVisible();
  },
};

export const WithBackLink: Story = {
  args: {
    title: 'Ada Lovelace',
    backHref: '/customers',
    backLabel: 'Customers',
    actions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'A product with a very long title that keeps going well past the width of the page header',
    backHref: '/products',
  },
};

export const NarrowScreen: Story = {
  args: { backHref: '/products' },
  globals: phoneViewport,
};

export const Azerbaijani: Story = {
  args: { title: 'Məhsullar', backHref: '/', actions: <Button>Məhsul əlavə et</Button> },
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    // The back link's name falls back to messages.back.
    await expect(canvas.getByRole('link', { name: 'Geri' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { args: { backHref: '/' }, globals: { direction: 'rtl' } };
