import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { manifestRoutes } from '../src/app/routing/manifests';
import { readAllManifestRoutes, readNamespaces } from './page-preloads';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the page preloads read from the manifests', () => {
  const read = readAllManifestRoutes(appRoot);

  it('know every route of the app, so the server names the chunks of any page a first load shows', () => {
    const expected = manifestRoutes.map((route) => route.path);
    expect(read.map((route) => route.path).sort()).toEqual([...expected].sort());
  });

  it('find the page module of a route, through its page table when it has one', () => {
    const relative = (route: (typeof read)[number]) =>
      route.modules.map((module) => path.relative(appRoot, module));
    const byPath = new Map(read.map((route) => [route.path, route]));
    expect(relative(byPath.get('discount-code/:codeId')!)).toEqual([
      'src/features/discounts/pages.ts',
      'src/features/discounts/routes/detail.tsx',
    ]);
    expect(byPath.get('settings')!.layout).toBe(true);
    expect(byPath.get('settings/general')!.layout).toBe(false);
  });

  it("read each page's translation namespaces as its module exports them", async () => {
    const byPath = new Map(read.map((route) => [route.path, route]));
    for (const path of ['orders/:orderId', 'products/:productId', 'discount-code', 'home']) {
      const route = byPath.get(path)!;
      const module = (await import(/* @vite-ignore */ route.modules.at(-1)!)) as {
        namespaces?: readonly string[];
      };
      expect(route.namespaces).toEqual([...(module.namespaces ?? [])]);
    }
    expect(byPath.get('products/:productId')!.namespaces).toEqual(['non-settings', 'validation']);
  });
});

describe('readNamespaces', () => {
  it('refuses a shape it cannot read, rather than naming fewer files than the page loads', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(path.join(tmpdir(), 'namespaces-'));
    const file = path.join(dir, 'page.ts');
    await writeFile(file, "const base = ['a'];\nexport const namespaces = [...base, 'b'];\n");
    expect(() => readNamespaces(file)).toThrow('string literal');
    await writeFile(file, "export const namespaces = ['a', 'b'] as const;\n");
    expect(readNamespaces(file)).toEqual(['a', 'b']);
    await writeFile(file, 'export const loader = () => null;\n');
    expect(readNamespaces(file)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});
