import '@radix-ui/themes/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ShopThemeProvider } from '../packages/ui/src/theme';
import { UiMessagesProvider } from '../packages/ui/src/messages';
import {
  azLocaleSupplement,
  setIntlFormats,
  withLocaleSupplements,
} from '../packages/ui/src/format';
import { azUiMessages } from '../packages/ui/src/storybook/az-messages';

// Dates and numbers in Azerbaijani even in a Chromium whose ICU data lacks it, as the admin does.
setIntlFormats(withLocaleSupplements({ az: azLocaleSupplement }));

/** The toolbar globals: what each one is, and the menu that sets it. */
const toolbarMenus = {
  theme: { description: 'Colour scheme', title: 'Theme', icon: 'mirror' },
  locale: { description: 'Language of the kit messages', title: 'Locale', icon: 'globe' },
  direction: { description: 'Text direction', title: 'Direction', icon: 'transfer' },
} as const;

/** Each global's values and their titles in the menu; the first one is the default. */
const toolbarItems = {
  theme: { light: 'Light', dark: 'Dark' },
  locale: { en: 'English', az: 'Azərbaycanca' },
  direction: { ltr: 'Left to right', rtl: 'Right to left' },
} as const;

type GlobalName = keyof typeof toolbarMenus;
const globalNames = Object.keys(toolbarMenus) as GlobalName[];

const defaultValue = (name: GlobalName) => Object.keys(toolbarItems[name])[0];

/** A global's value in this story: pinned by the story, picked in the toolbar, else the default. */
const globalValue = <Name extends GlobalName>(globals: Record<string, unknown>, name: Name) =>
  (globals[name] ?? defaultValue(name)) as keyof (typeof toolbarItems)[Name];

/** The same entry for every global, keyed by its name (Storybook's globalTypes and initialGlobals). */
const forEachGlobal = <T,>(entry: (name: GlobalName) => T) =>
  Object.fromEntries(globalNames.map((name) => [name, entry(name)]));

/**
 * Every story renders inside the kit's providers, driven by the toolbar globals. A story pins a global
 * (`globals: { locale: 'az' }`) to test that variant, and the vitest addon runs it like any other.
 */
const withProviders: Decorator = (Story, context) => {
  const theme = globalValue(context.globals, 'theme');
  const locale = globalValue(context.globals, 'locale');
  const direction = globalValue(context.globals, 'direction');
  // Portalled content (menus, dialogs, toasts) lives outside the provider's element: set the document's
  // language and direction too, as an app does on <html>.
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  document.documentElement.style.colorScheme = theme;
  return (
    <ShopThemeProvider appearance={theme} dir={direction}>
      <UiMessagesProvider
        messages={locale === 'az' ? azUiMessages : undefined}
        locale={locale === 'az' ? 'az' : 'en-US'}
      >
        <Story />
      </UiMessagesProvider>
    </ShopThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  globalTypes: forEachGlobal((name) => {
    const { description, ...menu } = toolbarMenus[name];
    const items = Object.entries(toolbarItems[name]).map(([value, title]) => ({ value, title }));
    return { description, toolbar: { ...menu, items, dynamicTitle: true } };
  }),
  initialGlobals: forEachGlobal(defaultValue),
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
