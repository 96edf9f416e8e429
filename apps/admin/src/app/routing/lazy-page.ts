import type { LoaderFunctionArgs } from 'react-router';
import type { Policy } from '@shop/admin-api';
import { i18n } from '../../lib/i18n';
import type { PageModule } from '../../lib/routing/route-manifest';
import { guardLoader } from './guard';

/**
 * A route's `lazy`: loads the page module on demand and wraps its loader in the guard, with the same
 * policy the route's handle declares, so the policy is written once per route. The page's namespaces
 * load beside its data, inside the route's loader: the page never suspends (and flashes a fallback)
 * on its own translations, and its calls do not wait for a translation file.
 */
export function lazyPage(importer: () => Promise<PageModule>, policy?: Policy) {
  return async () => {
    const module = await importer();
    const guarded = module.loader ? guardLoader(policy, module.loader) : undefined;
    const namespaces = module.namespaces ? [...module.namespaces] : [];
    return {
      Component: module.Component,
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
      loader: async (args: LoaderFunctionArgs) => {
        const [data] = await Promise.all([
          guarded?.(args) ?? null,
          i18n.loadNamespaces(namespaces),
        ]);
        return data;
      },
    };
  };
}
