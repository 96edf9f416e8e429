/*
 * The one shape of every resource's query keys (DESIGN: `all / lists / list(params) / details /
 * detail(id)`), plus the counts of its lists. Every key starts with the resource's name, so a prefix
 * names all of a kind: `lists()` every page of every list, `detail(id)` the record and whatever hangs
 * under it (a customer's orders and stats). The app's keys are made here and nowhere else (see
 * query-keys.ts, the registry of every resource).
 */

/**
 * `ListQuery` is what one page of the list is asked with; `CountQuery` what its count is asked with.
 * Annotated as pure, so a bundle drops the keys of a resource nothing uses.
 */
/*#__NO_SIDE_EFFECTS__*/
export function resourceKeys<ListQuery, CountQuery = ListQuery>(name: string) {
  const all = [name] as const;
  const lists = () => [name, 'list'] as const;
  const counts = () => [name, 'count'] as const;
  const details = () => [name, 'detail'] as const;
  return {
    all,
    lists,
    list: (query: ListQuery) => [...lists(), query] as const,
    counts,
    count: (query: CountQuery) => [...counts(), query] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
}

export type ResourceKeys<ListQuery, CountQuery = ListQuery> = ReturnType<
  typeof resourceKeys<ListQuery, CountQuery>
>;

/**
 * A resource's keys with the sub-keys only it has, made from its generic ones (`extra` may also
 * replace one, e.g. a count that files "no search" and an empty one together).
 */
/*#__NO_SIDE_EFFECTS__*/
export function withSubKeys<Base extends object, Extra extends object>(
  base: Base,
  extra: (base: Base) => Extra,
): Omit<Base, keyof Extra> & Extra {
  return { ...base, ...extra(base) };
}
