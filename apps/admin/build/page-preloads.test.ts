import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { manifestRoutes } from '../src/app/routing/manifests';
import { readAllManifestRoutes } from './page-preloads';

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
});
