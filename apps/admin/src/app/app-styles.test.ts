import { describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

function deferredLink(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute('data-deferred-styles', '');
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  return link;
}

describe('applyAppStyles', () => {
  it('turns on every deferred stylesheet, waiting for those still loading', async () => {
    const root = document.createElement('div');
    const loaded = deferredLink(true);
    const loading = deferredLink(false);
    const failing = deferredLink(false);
    const other = document.createElement('link');
    other.media = 'print';
    root.append(loaded, loading, failing, other);

    let applied = false;
    const done = applyAppStyles(root).then(() => (applied = true));
    await Promise.resolve();
    expect(loaded.media).toBe('all');
    expect(applied).toBe(false);
    loading.dispatchEvent(new Event('load'));
    failing.dispatchEvent(new Event('error'));
    await done;
    expect([loading.media, failing.media]).toEqual(['all', 'all']);
    expect(other.media).toBe('print'); // not ours
  });

  it('has nothing to wait for without them (the dev server)', async () => {
    await expect(applyAppStyles(document.createElement('div'))).resolves.toBeUndefined();
  });
});
