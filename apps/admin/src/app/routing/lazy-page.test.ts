import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';

// The guard's own rules are tested in guard.test.ts; here it lets every loader through.
vi.mock('./guard', () => ({ guardLoader: (_policy: unknown, loader: unknown) => loader }));

/** Imported afresh: an earlier test file of the worker may have loaded them with the real guard. */
async function importFresh() {
  vi.resetModules();
  const [{ i18n }, { lazyPage }] = await Promise.all([
    import('../../lib/i18n'),
    import('./lazy-page'),
  ]);
  return { i18n, lazyPage };
}

const args = {} as LoaderFunctionArgs;

describe('lazyPage', () => {
  it("asks for the page's data without waiting for its translations, and is ready after both", async () => {
    const { i18n, lazyPage } = await importFresh();
    let namespacesLoaded = () => undefined as void;
    vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(
      new Promise<void>((resolve) => (namespacesLoaded = resolve)),
    );
    const pageLoader = vi.fn(async () => 'data');
    const route = await lazyPage(async () => ({
      Component: () => null,
      loader: pageLoader,
      namespaces: ['non-settings'],
    }))();

    let ready = false;
    const loading = route.loader(args).then((data) => {
      ready = true;
      return data;
    });
    await vi.waitFor(() => expect(pageLoader).toHaveBeenCalledTimes(1));
    expect(i18n.loadNamespaces).toHaveBeenCalledWith(['non-settings']);
    expect(ready).toBe(false);
    namespacesLoaded();
    await expect(loading).resolves.toBe('data');
  });
});
