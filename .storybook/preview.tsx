import '@radix-ui/themes/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ShopThemeProvider } from '../packages/ui/src/theme';
import { UiMessagesProvider } from '../packages/ui/src/messages';
import { azUiMessages } from '../packages/ui/src/storybook/azMessages';

type Theme = 'light' | 'dark';
type Locale = 'en' | 'az';
type Direction = 'ltr' | 'rtl';

/**
 * Every story renders inside the kit's providers, driven by the toolbar globals. A story pins a global
 * (`globals: { locale: 'az' }`) to test that variant, and the vitest addon runs it like any other.
 */
const withProviders: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as Theme;
  const locale = (context.globals.locale ?? 'en') as Locale;
  const direction = (context.globals.direction ?? 'ltr') as Direction;
  // Portalled content (menus, dialogs, toasts) lives outside the provider's element: set the document's
  // language and direction too, as an app does on <html>.
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  document.documentElement.style.colorScheme = theme;
  return (
    <ShopThemeProvider appearance={theme} dir={direction}>
      <UiMessagesProvider messages={locale === 'az' ? azUiMessages : undefined}>
        <Story />
      </UiMessagesProvider>
    </ShopThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the kit messages',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'az', title: 'Azərbaycanca' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    // The introduction and the guides first, then the components by section.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guides',
          [
            'Getting started in another app',
            'Theming and dark mode',
            'Translations',
            'Accessibility',
          ],
          'Shell',
          'Data',
          'Upload',
          'Forms',
          'Feedback',
          '*',
        ],
      },
    },
    controls: { expanded: true },
    // Accessibility violations fail the story tests (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet (700)',
          styles: { width: '700px', height: '900px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
