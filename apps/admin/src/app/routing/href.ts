import type { ManifestRoute, ManifestRoutes } from '../../lib/routing/route-manifest';

/** One string per `:name` segment of a path pattern: `a/:x/b/:y` gives `[string, string]`. */
type ParamValues<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** A link to one route: one string argument per path parameter, in the path's order. */
export type Href<Path extends string> = (...params: ParamValues<Path>) => string;

export type HrefsOf<Routes extends ManifestRoutes> = {
  [Name in keyof Routes]: Routes[Name] extends ManifestRoute<infer Path> ? Href<Path> : never;
};

/** The app path of a route pattern with its parameters filled in (encoded) in order. */
export function hrefFor<Path extends string>(path: Path): Href<Path> {
  return ((...params: string[]) => {
    let next = 0;
    return `/${path.replace(/:[^/]+/g, () => encodeURIComponent(params[next++] ?? ''))}`;
  }) as Href<Path>;
}

export function hrefsOf<Routes extends ManifestRoutes>(routes: Routes): HrefsOf<Routes> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, hrefFor(route.path)]),
  ) as HrefsOf<Routes>;
}
