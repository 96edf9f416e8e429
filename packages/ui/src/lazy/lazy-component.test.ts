import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Menu = () => null;

describe('lazyComponent', () => {
  it('imports once, however many intents come, and tells its subscribers', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Menu }));
    const menu = lazyComponent(importer);
    const listener = vi.fn();
    menu.subscribe(listener);
    expect(menu.current()).toBeUndefined();
    const [first, second] = await Promise.all([menu.load(), menu.load()]);
    expect(first).toBe(Menu);
    expect(second).toBe(Menu);
    expect(await menu.load()).toBe(Menu);
    expect(importer).toHaveBeenCalledOnce();
    expect(menu.current()).toBe(Menu);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tries again on the next intent after a failed import', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Menu }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Menu });
    const menu = lazyComponent(importer);
    await expect(menu.load()).rejects.toThrow('Failed to fetch');
    expect(menu.current()).toBeUndefined();
    expect(await menu.load()).toBe(Menu);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('stops telling a subscriber that left', async () => {
    const menu = lazyComponent(() => Promise.resolve({ default: Menu }));
    const listener = vi.fn();
    menu.subscribe(listener)();
    await menu.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
