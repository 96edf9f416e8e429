import { MAX_COLLECTION_LEVEL, type Collection } from '@shop/admin-api';
import type { ComboboxOption } from '@shop/ui';

/** The collection being edited, as far as choosing its parent goes (null while creating one). */
export interface ParentChoiceSelf {
  id: string;
  /** Levels of sub-collections below it: they move down with it. */
  hierarchy_depth: number;
}

/**
 * The collections found by a search, as parent choices. The collection itself and its own
 * sub-collections are left out (it cannot sit inside itself); a parent that would push it, or its
 * sub-collections, below the deepest level is shown but cannot be chosen, with `tooDeepHint` saying why.
 */
export function parentOptions(
  found: readonly Collection[],
  self: ParentChoiceSelf | null,
  tooDeepHint: string,
): ComboboxOption[] {
  const depthBelow = self?.hierarchy_depth ?? 0;
  return found
    .filter((candidate) => !self || !candidate.path_levels.includes(self.id))
    .map((candidate) => {
      const tooDeep = candidate.level + 1 + depthBelow > MAX_COLLECTION_LEVEL;
      return {
        value: candidate.id,
        // The path tells apart collections with the same title in different places.
        label: candidate.path || candidate.title,
        ...(tooDeep ? { disabled: true, hint: tooDeepHint } : {}),
      };
    });
}
