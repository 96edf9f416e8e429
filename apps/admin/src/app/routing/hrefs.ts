/**
 * The typed links to every screen, derived from the feature manifests: `hrefs.orders.detail(id)`.
 *
 * Why features import this module from app/: a feature never imports another feature, yet an order
 * links to its customer. The links are derived from all the manifests, so they can only live where
 * the manifests are composed, and the lint rule lets features import exactly this one module of
 * app/ (the address book, data only). The manifests import their pages lazily, so importing the
 * address book loads no other feature's code.
 */
import { hrefsOf, type HrefsOf } from './href';
import { manifests } from './manifests';

type Manifests = typeof manifests;

export const hrefs = Object.fromEntries(
  Object.entries(manifests).map(([area, routes]) => [area, hrefsOf(routes)]),
) as { [Area in keyof Manifests]: HrefsOf<Manifests[Area]> };
