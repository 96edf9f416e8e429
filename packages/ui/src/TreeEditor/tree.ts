/*
 * The tree editor's model: a tree of items (each with `id` and `children`) seen as its flat list of
 * rows in reading order, each with its depth. A move takes a row and its descendants (a block) out of
 * the list, puts the block back at another place and depth, and builds the tree again from the depths.
 */

export interface TreeItem {
  id: string;
  children: readonly TreeItem[];
}

export interface FlatRow<T extends TreeItem> {
  item: T;
  /** 0 for the first level. */
  depth: number;
}

/** The rows of a tree in reading order (a parent before its children). */
export function flatten<T extends TreeItem>(items: readonly T[], depth = 0): FlatRow<T>[] {
  return items.flatMap((item) => [
    { item, depth },
    ...flatten(item.children as readonly T[], depth + 1),
  ]);
}

/** How many rows after `index` belong to the row at `index` (its descendants). */
export function descendantCount<T extends TreeItem>(rows: readonly FlatRow<T>[], index: number) {
  const depth = rows[index]?.depth ?? 0;
  let end = index + 1;
  while (end < rows.length && rows[end]!.depth > depth) end++;
  return end - index - 1;
}

/** The tree the rows describe (each row a child of the nearest row above it one level up). */
export function build<T extends TreeItem>(rows: readonly FlatRow<T>[]): T[] {
  const roots: T[] = [];
  const stack: { depth: number; children: T[] }[] = [{ depth: -1, children: roots }];
  for (const { item, depth } of rows) {
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const node = { ...item, children: [] as T[] } as T;
    stack[stack.length - 1]!.children.push(node);
    stack.push({ depth, children: node.children as T[] });
  }
  return roots;
}

export interface Projection {
  /** Where the moved row lands in the flat list of every row (its block follows it). */
  index: number;
  /** The moved row's new depth. */
  depth: number;
  /** The new order of the rows (indexes into the old flat list), each with its new depth. */
  order: { from: number; depth: number }[];
}

/**
 * Where the row at `from` (with its descendants) lands when moved `slots` rows down (negative: up)
 * and `levels` deeper (negative: out), as far as the tree allows: at most `maxDepth` levels (the
 * block's own depth included), never deeper than one below the row above it, and never shallower than
 * the row below it (which would take that row from its parent). Null when no depth fits the place.
 */
export function project<T extends TreeItem>(
  rows: readonly FlatRow<T>[],
  from: number,
  slots: number,
  levels: number,
  maxDepth: number,
): Projection | null {
  const size = descendantCount(rows, from) + 1;
  const own = rows[from]!.depth;
  const height = Math.max(...rows.slice(from, from + size).map((r) => r.depth - own));
  const rest = rows.map((row, i) => ({ row, i })).filter(({ i }) => i < from || i >= from + size);
  const at = Math.min(Math.max(from + slots, 0), rest.length);
  const above = rest[at - 1]?.row;
  const below = rest[at]?.row;
  const deepest = Math.min(above ? above.depth + 1 : 0, maxDepth - 1 - height);
  const shallowest = below ? below.depth : 0;
  if (shallowest > deepest) return null;
  const depth = Math.min(Math.max(own + levels, shallowest), deepest);
  const block = rows
    .slice(from, from + size)
    .map((row, k) => ({ from: from + k, depth: row.depth - own + depth }));
  const order = [
    ...rest.slice(0, at).map(({ row, i }) => ({ from: i, depth: row.depth })),
    ...block,
    ...rest.slice(at).map(({ row, i }) => ({ from: i, depth: row.depth })),
  ];
  return { index: at, depth, order };
}

/** The tree after a projection. */
export function applyProjection<T extends TreeItem>(
  rows: readonly FlatRow<T>[],
  projection: Projection,
): T[] {
  return build(projection.order.map(({ from, depth }) => ({ item: rows[from]!.item, depth })));
}
