import { createGlobalThemeContract, createTheme, globalStyle } from '@vanilla-extract/css';

/**
 * Radix Themes already defines these custom properties on every `.radix-themes` element (including the
 * wrappers it puts around portalled menus and dialogs). The contract only *names* them, so kit styles are
 * typed and follow the active appearance (light/dark), accent and radius without redefining a single value.
 */
export const radix = createGlobalThemeContract({
  space: {
    1: 'space-1',
    2: 'space-2',
    3: 'space-3',
    4: 'space-4',
    5: 'space-5',
    6: 'space-6',
    7: 'space-7',
    8: 'space-8',
    9: 'space-9',
  },
  radius: {
    1: 'radius-1',
    2: 'radius-2',
    3: 'radius-3',
    4: 'radius-4',
    5: 'radius-5',
    6: 'radius-6',
    full: 'radius-full',
  },
  color: {
    background: 'color-background',
    panel: 'color-panel-solid',
    surface: 'color-surface',
    overlay: 'color-overlay',
    focus: 'focus-8',
    gray1: 'gray-1',
    gray2: 'gray-2',
    gray3: 'gray-3',
    gray4: 'gray-4',
    gray5: 'gray-5',
    gray6: 'gray-6',
    gray7: 'gray-7',
    gray9: 'gray-9',
    gray11: 'gray-11',
    gray12: 'gray-12',
    grayA3: 'gray-a3',
    grayA4: 'gray-a4',
    grayA6: 'gray-a6',
    accent3: 'accent-3',
    accent4: 'accent-4',
    accent9: 'accent-9',
    accent11: 'accent-11',
    accent12: 'accent-12',
    accentA3: 'accent-a3',
    red3: 'red-3',
    red6: 'red-6',
    red11: 'red-11',
    green3: 'green-3',
    green6: 'green-6',
    green11: 'green-11',
  },
  shadow: {
    2: 'shadow-2',
    4: 'shadow-4',
    5: 'shadow-5',
  },
  font: {
    family: 'default-font-family',
    size1: 'font-size-1',
    size2: 'font-size-2',
    size3: 'font-size-3',
    weightMedium: 'font-weight-medium',
  },
});

/** The kit's own layout tokens: global names so an app can read them in plain CSS (`var(--shop-sidebar-width)`). */
export const shop = createGlobalThemeContract({
  layout: {
    sidebarWidth: 'shop-sidebar-width',
    headerHeight: 'shop-header-height',
    panelWidth: 'shop-panel-width',
    contentMaxWidth: 'shop-content-max-width',
  },
  zIndex: {
    header: 'shop-z-header',
    sidebar: 'shop-z-sidebar',
    drawer: 'shop-z-drawer',
    toast: 'shop-z-toast',
    progress: 'shop-z-progress',
  },
});

/**
 * The class ShopThemeProvider (and the kit's own portals) put on their root. Values come from SPEC §9:
 * sidebar 240 px, mobile panel 240 px, settings content 1064 px.
 */
export const shopThemeClass = createTheme(shop, {
  layout: {
    sidebarWidth: '240px',
    headerHeight: '56px',
    panelWidth: '240px',
    contentMaxWidth: '1064px',
  },
  zIndex: {
    header: '10',
    sidebar: '20',
    drawer: '100',
    toast: '200',
    progress: '300',
  },
});

/** Everything a kit style needs, in one typed object. */
export const vars = { ...radix, ...shop };

/**
 * Accessible colours. Radix's scales fail WCAG AA (4.5:1) in a few places the admin uses constantly:
 * white text on the solid step 9 of blue (3.3:1: every primary button, badge, checkbox), red (3.9:1:
 * destructive buttons) and green (3.2:1: success badges), and, in light appearance, step 11 text on the
 * soft step 3 background of blue (4.25:1) and green (4.2:1). The kit darkens exactly those steps.
 * Selectors are doubled for specificity, so the override wins whatever the stylesheet order, and include
 * `.radix-themes` so Radix's own portals (menus, dialogs) get it too.
 */
globalStyle(':root:root, .radix-themes.radix-themes', {
  vars: {
    // Solid backgrounds and their hover step, light and dark alike (contrast with white text).
    '--blue-9': '#0070e0', // 4.8:1
    '--blue-a9': '#0070e0',
    '--blue-10': '#0a66c2', // 5.7:1
    '--red-9': '#ce2c31', // 5.2:1
    '--red-a9': '#ce2c31',
    '--red-10': '#bf2a2f', // 5.9:1
    '--green-9': '#1a7f52', // 5.0:1
    '--green-a9': '#1a7f52',
    '--green-10': '#157347', // 5.9:1
  },
});

// Light appearance only (dark keeps its light-on-dark step 11).
globalStyle(':root:root, .light.light, .light-theme.light-theme', {
  vars: {
    '--blue-11': '#0a62bd', // 5.4:1 on blue-3, 6:1 on white
    '--blue-a11': '#0a62bd',
    '--green-11': '#157347', // 5.2:1 on green-3
    '--green-a11': '#157347',
  },
});
