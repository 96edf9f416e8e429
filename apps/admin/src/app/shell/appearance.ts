import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../../lib/config';

/** The user's choice in the profile menu; `system` (the default) follows the device. */
export type AppearanceChoice = 'light' | 'dark' | 'system';

const KEY = `${STORAGE_PREFIX}appearance`;
const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

export function appearanceChoice(): AppearanceChoice {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system'; // storage disabled: follow the device
  }
}

/** What the screen shows: the choice, or for `system` what the device prefers right now. */
export function resolvedAppearance(): 'light' | 'dark' {
  const choice = appearanceChoice();
  if (choice !== 'system') return choice;
  return darkQuery.matches ? 'dark' : 'light';
}

/**
 * The page's own colour scheme (canvas, scrollbars, form controls) follows too. index.html starts
 * it at `light dark`, so before any script the canvas already follows the device.
 */
function update() {
  document.documentElement.style.colorScheme = resolvedAppearance();
  listeners.forEach((listener) => listener());
}

// Evaluated with the app's entry, before the first render: the first frame has the right scheme.
update();
darkQuery.addEventListener('change', update);

export function setAppearanceChoice(choice: AppearanceChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage disabled: the choice cannot be kept anywhere, so the device's scheme stays.
  }
  // A cookie too, for the server: it writes the colour scheme into index.html (apps/api
  // static/admin.ts), so a choice other than the device's holds from the first paint, before any
  // script (the CSP allows no inline script that could read local storage that early).
  document.cookie = `${KEY}=${choice};path=/admin;max-age=${choice === 'system' ? 0 : 31536000};samesite=lax`;
  update();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The appearance to render (the kit's ShopThemeProvider), kept in step with choice and device. */
export function useResolvedAppearance(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, resolvedAppearance);
}

/** The choice, for the profile menu's "(current)" mark. */
export function useAppearanceChoice(): AppearanceChoice {
  return useSyncExternalStore(subscribe, appearanceChoice);
}
