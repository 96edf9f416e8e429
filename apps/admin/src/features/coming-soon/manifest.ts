import {
  defineRoutes,
  type ManifestRoute,
  type SidebarPlace,
} from '../../lib/routing/route-manifest';

const page = () => import('../../shared/coming-soon/coming-soon');

/** An area that is not built yet: the one placeholder page, titled after the route. */
export function comingSoon<const Path extends string>(
  path: Path,
  titleKey: string,
  rest: Pick<ManifestRoute, 'policy'> & { sidebar?: SidebarPlace } = {},
): ManifestRoute<Path> {
  return { path, titleKey, page, ...rest };
}

/**
 * The areas of the spec that are not built yet. When one is built, its routes move to the manifest
 * of its own feature (same names, so links do not change): the discount codes went to
 * features/discounts, the online store to features/online-store. None is left today; `comingSoon`
 * stays for the next area the spec adds.
 */
export const comingSoonRoutes = defineRoutes({});
