import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A device whose colour scheme the test sets and changes. */
function device(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: prefersDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    turn(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

const load = () => import('./appearance');

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.documentElement.style.colorScheme = '';
});
afterEach(() => vi.restoreAllMocks());

describe('appearance', () => {
  it('follows the device by default, before anything renders, and when the device changes', async () => {
    const phone = device(true);
    const appearance = await load();
    expect(appearance.appearanceChoice()).toBe('system');
    expect(appearance.resolvedAppearance()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    phone.turn(false);
    expect(appearance.resolvedAppearance()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('keeps a light or dark choice in local storage, over the device', async () => {
    device(true);
    const appearance = await load();
    const cookie = vi.spyOn(document, 'cookie', 'set');
    appearance.setAppearanceChoice('light');
    expect(localStorage.getItem('shop.appearance')).toBe('light');
    // A cookie for the admin's pages too: the server paints index.html in that scheme from the start.
    expect(cookie).toHaveBeenCalledWith(
      expect.stringMatching(/^shop\.appearance=light;path=\/admin;/),
    );
    expect(appearance.resolvedAppearance()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');

    // The next visit starts with it.
    vi.resetModules();
    const next = await load();
    expect(next.appearanceChoice()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');

    next.setAppearanceChoice('system');
    expect(localStorage.getItem('shop.appearance')).toBeNull();
    expect(cookie).toHaveBeenLastCalledWith(expect.stringContaining('max-age=0'));
    expect(next.resolvedAppearance()).toBe('dark');
  });

  it('ignores a stored value it does not know', async () => {
    device(false);
    localStorage.setItem('shop.appearance', 'sepia');
    const appearance = await load();
    expect(appearance.appearanceChoice()).toBe('system');
    expect(appearance.resolvedAppearance()).toBe('light');
  });
});
