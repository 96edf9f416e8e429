import type { ReferenceOption } from './types';

/**
 * Text as a search compares it: lower case, without accents ("Bakı" and "baki", "Zürich" and
 * "zurich" match), without punctuation ("U.S." is "us"), with the separators of codes and zone
 * names as spaces ("America/New_York" is found by "new york").
 */
export function searchText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('en')
      // Letters NFD does not take apart, typed as their plain look-alikes: "Bakı", "Azərbaycan".
      .replace(/ı/g, 'i')
      .replace(/ə/g, 'e')
      .replace(/[.,'’()]/g, '')
      .replace(/[\s/_-]+/g, ' ')
      .trim()
  );
}

/** An option made ready for searching once, not on every keystroke. */
export interface IndexedOption<O extends ReferenceOption> {
  option: O;
  id: string;
  label: string;
  hint: string;
}

export function indexOptions<O extends ReferenceOption>(options: readonly O[]): IndexedOption<O>[] {
  return options.map((option) => ({
    option,
    id: searchText(option.id),
    label: searchText(option.label),
    hint: searchText(option.hint ?? ''),
  }));
}

/** How well an option matches; lower is better, null is no match. */
function rank(entry: IndexedOption<ReferenceOption>, query: string): number | null {
  if (entry.id === query) return 0; // "us", "usd", "az-ba": the code itself
  if (entry.label.startsWith(query)) return 1;
  if (` ${entry.label}`.includes(` ${query}`)) return 2; // a word of the label: "york"
  if (entry.label.includes(query)) return 3;
  if (entry.id.startsWith(query)) return 4;
  if (entry.hint.includes(query)) return 5;
  return null;
}

/**
 * The options that match `query`, best first (the code itself, then labels that start with it,
 * then labels with a word that starts with it, then the rest), each group in the list's own order.
 * An empty query matches everything in order.
 */
export function matchOptions<O extends ReferenceOption>(
  indexed: readonly IndexedOption<O>[],
  query: string,
): O[] {
  const wanted = searchText(query);
  if (wanted === '') return indexed.map((entry) => entry.option);
  const groups: O[][] = [[], [], [], [], [], []];
  for (const entry of indexed) {
    const found = rank(entry, wanted);
    if (found !== null) groups[found]!.push(entry.option);
  }
  return groups.flat();
}
