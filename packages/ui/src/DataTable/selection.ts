/** Pure helpers of the controlled row selection (ids in, ids out; order of first selection kept). */

export type SelectAllState = boolean | 'indeterminate';

/** Adds or removes one id. */
export function toggleId(selected: readonly string[], id: string, value?: boolean): string[] {
  const has = selected.includes(id);
  const want = value ?? !has;
  if (want === has) return [...selected];
  return want ? [...selected, id] : selected.filter((item) => item !== id);
}

/** The header checkbox: checked when every row is selected, indeterminate when some are. */
export function selectAllState(
  selected: ReadonlySet<string>,
  allIds: readonly string[],
): SelectAllState {
  if (allIds.length === 0 || selected.size === 0) return false;
  let count = 0;
  for (const id of allIds) if (selected.has(id)) count += 1;
  if (count === 0) return false;
  return count === allIds.length ? true : 'indeterminate';
}

/**
 * "Select all" on the rows shown: selects them all, or, when they are all selected already, unselects
 * them. Ids selected elsewhere (another page) are kept.
 */
export function toggleAll(selected: readonly string[], allIds: readonly string[]): string[] {
  const current = new Set(selected);
  if (selectAllState(current, allIds) === true) {
    const shown = new Set(allIds);
    return selected.filter((id) => !shown.has(id));
  }
  const next = [...selected];
  for (const id of allIds) if (!current.has(id)) next.push(id);
  return next;
}

/** Hidden column ids after showing or hiding one. */
export function toggleHidden(hidden: readonly string[], id: string, visible: boolean): string[] {
  return visible
    ? hidden.filter((item) => item !== id)
    : hidden.includes(id)
      ? [...hidden]
      : [...hidden, id];
}
