import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type {
  Attrs,
  Mark,
  MarkType,
  Node as ProseMirrorNode,
  NodeType,
  ResolvedPos,
} from 'prosemirror-model';
import { liftListItem, wrapRangeInList } from 'prosemirror-schema-list';
import { TextSelection, type Command, type EditorState, type Transaction } from 'prosemirror-state';
import { canJoin, liftTarget } from 'prosemirror-transform';
import { normalizeLinkUrl } from './link-url';
import { marks, nodes } from './schema';

/** Meta of a transaction whose links were set by hand: autolink leaves it alone. */
export const PREVENT_AUTOLINK = 'preventAutolink';

/**
 * Whether the selection has the mark: at the cursor, the marks typed text would get; over a range,
 * every character of it.
 */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { empty, ranges, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  let text = false;
  let missing = false;
  for (const range of ranges) {
    state.doc.nodesBetween(range.$from.pos, range.$to.pos, (node) => {
      if (missing || !node.isText) return;
      text = true;
      if (!type.isInSet(node.marks)) missing = true;
    });
  }
  return text && !missing;
}

/**
 * Whether the selection is in a node of the type (with these attributes): at the cursor, any node
 * around it; over a range, nodes of the type cover all of it.
 */
export function isNodeActive(state: EditorState, type: NodeType, attrs: Attrs = {}): boolean {
  const { from, to, empty } = state.selection;
  let covered = 0;
  let found = false;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.isText || node.type !== type) return;
    if (Object.entries(attrs).some(([key, value]) => node.attrs[key] !== value)) return;
    found = true;
    covered += Math.min(to, pos + node.nodeSize) - Math.max(from, pos);
  });
  return empty ? found : covered >= to - from;
}

/** The run of text around $pos (under it, else just before it) that carries the mark. */
function markRange(
  $pos: ResolvedPos,
  type: MarkType,
): { from: number; to: number; mark: Mark } | null {
  const { parent } = $pos;
  let at = parent.childAfter($pos.parentOffset);
  if (!at.node || !type.isInSet(at.node.marks)) at = parent.childBefore($pos.parentOffset);
  const mark = at.node ? type.isInSet(at.node.marks) : undefined;
  if (!at.node || !mark) return null;
  let startIndex = at.index;
  let from = $pos.start() + at.offset;
  let endIndex = startIndex + 1;
  let to = from + at.node.nodeSize;
  while (startIndex > 0 && mark.isInSet(parent.child(startIndex - 1).marks)) {
    startIndex -= 1;
    from -= parent.child(startIndex).nodeSize;
  }
  while (endIndex < parent.childCount && mark.isInSet(parent.child(endIndex).marks)) {
    to += parent.child(endIndex).nodeSize;
    endIndex += 1;
  }
  return { from, to, mark };
}

/** The address of the link at the cursor (touching it) or in the selection, if any. */
export function linkHref(state: EditorState): string | undefined {
  const { empty, from, to, $from } = state.selection;
  const stored = state.storedMarks && marks.link.isInSet(state.storedMarks);
  let mark = stored || (empty ? markRange($from, marks.link)?.mark : undefined);
  if (!empty) {
    state.doc.nodesBetween(from, to, (node) => {
      mark ??= marks.link.isInSet(node.marks);
    });
  }
  return mark ? (mark.attrs.href as string) : undefined;
}

/** Grows an empty selection, or one inside a link, to the whole link. */
function extendToLink(tr: Transaction): void {
  const { from, to, $from } = tr.selection;
  const range = markRange($from, marks.link);
  if (range && range.from <= from && range.to >= to) {
    tr.setSelection(TextSelection.create(tr.doc, range.from, range.to));
  }
}

/** Links the selection (the whole link when the cursor is in one) to an address of the contract. */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    if (normalizeLinkUrl(href) === null) return false;
    if (!dispatch) return true;
    const tr = state.tr;
    extendToLink(tr);
    const mark = marks.link.create({ href });
    if (tr.selection.empty) tr.addStoredMark(mark);
    for (const range of tr.selection.ranges) tr.addMark(range.$from.pos, range.$to.pos, mark);
    dispatch(tr.setMeta(PREVENT_AUTOLINK, true).scrollIntoView());
    return true;
  };
}

/** Removes the link at the cursor or the links in the selection, keeping the text. */
export const unsetLink: Command = (state, dispatch) => {
  if (!dispatch) return true;
  const tr = state.tr;
  extendToLink(tr);
  for (const range of tr.selection.ranges) {
    tr.removeMark(range.$from.pos, range.$to.pos, marks.link);
  }
  dispatch(tr.removeStoredMark(marks.link).setMeta(PREVENT_AUTOLINK, true).scrollIntoView());
  return true;
};

/** Bold, italic or underline on the selection, or off when all of it has it already. */
export function toggleInlineMark(type: MarkType): Command {
  return toggleMark(type, null, { removeWhenPresent: false });
}

/**
 * Turns the blocks of the selection into plain paragraphs outside any list or quote (what a heading
 * needs when the selection sits in a list item, and what an emptied document is reset to).
 */
export function clearNodes(tr: Transaction): void {
  const { $from, $to } = tr.selection;
  const doc = tr.doc;
  doc.nodesBetween($from.pos, $to.pos, (node, pos) => {
    if (node.isText) return;
    const $start = tr.doc.resolve(tr.mapping.map(pos));
    const $end = tr.doc.resolve(tr.mapping.map(pos + node.nodeSize));
    const range = $start.blockRange($end);
    if (!range) return;
    const target = liftTarget(range);
    if (node.isTextblock) {
      const { defaultType } = $start.parent.contentMatchAt($start.index());
      if (defaultType) tr.setNodeMarkup(range.start, defaultType);
    }
    if (target !== null) tr.lift(range, target);
  });
}

/** Makes the selected blocks of the type (lifting them out of a list first when they must). */
function setTextblock(type: NodeType, attrs: Attrs | null): Command {
  return (state, dispatch) => {
    if (setBlockType(type, attrs)(state, dispatch)) return true;
    const tr = state.tr;
    clearNodes(tr);
    const { from, to } = tr.selection;
    if (!tr.steps.length) return false;
    if (dispatch) dispatch(tr.setBlockType(from, to, type, attrs).scrollIntoView());
    return true;
  };
}

/** A heading of the level, or a paragraph again when the selection is such a heading. */
export function toggleHeading(level: 2 | 3): Command {
  return (state, dispatch) =>
    isNodeActive(state, nodes.heading, { level })
      ? setTextblock(nodes.paragraph, null)(state, dispatch)
      : setTextblock(nodes.heading, { level })(state, dispatch);
}

export const setParagraph: Command = (state, dispatch) =>
  setTextblock(nodes.paragraph, null)(state, dispatch);

/** A quote around the selected blocks, or out of the quote when they are in one. */
export const toggleBlockquote: Command = (state, dispatch) =>
  isNodeActive(state, nodes.blockquote)
    ? lift(state, dispatch)
    : wrapIn(nodes.blockquote)(state, dispatch);

const isList = (node: ProseMirrorNode) =>
  node.type === nodes.bulletList || node.type === nodes.orderedList;

function parentList(tr: Transaction, test: (node: ProseMirrorNode) => boolean) {
  const { $from } = tr.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (test(node)) return { node, depth, pos: $from.before(depth) };
  }
  return null;
}

/** Joins the list at the selection with a list of the same type right before or after it. */
function joinAdjacentLists(tr: Transaction, type: NodeType): void {
  let list = parentList(tr, (node) => node.type === type);
  if (list && tr.doc.resolve(list.pos).nodeBefore?.type === type && canJoin(tr.doc, list.pos)) {
    tr.join(list.pos);
  }
  list = parentList(tr, (node) => node.type === type);
  const after = list ? list.pos + list.node.nodeSize : -1;
  if (list && tr.doc.resolve(after).nodeAfter?.type === type && canJoin(tr.doc, after)) {
    tr.join(after);
  }
}

/**
 * The list button: out of the list when the selection is in one of this type, the other list type
 * turned into this one, else the selected blocks wrapped in a new list (joined with one next to it).
 */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const { $from, $to } = state.selection;
    const range = $from.blockRange($to);
    if (!range) return false;
    const tr = state.tr;
    const list = parentList(tr, isList);
    if (range.depth >= 1 && list && range.depth - list.depth <= 1) {
      if (list.node.type === type) return liftListItem(nodes.listItem)(state, dispatch);
      if (type.validContent(list.node.content)) {
        tr.setNodeMarkup(list.pos, type);
        joinAdjacentLists(tr, type);
        if (dispatch) dispatch(tr.scrollIntoView());
        return true;
      }
    }
    if (!wrapRangeInList(null, range, type)) clearNodes(tr);
    const wrapped = tr.selection.$from.blockRange(tr.selection.$to);
    if (!wrapped || !wrapRangeInList(tr, wrapped, type)) return false;
    joinAdjacentLists(tr, type);
    if (dispatch) dispatch(tr.scrollIntoView());
    return true;
  };
}

/** A line break (Shift-Enter), keeping bold, italic and underline for what is typed next. */
export const insertHardBreak: Command = (state, dispatch) => {
  if (!dispatch) return true;
  const { $from, $to, from, to } = state.selection;
  const kept = state.storedMarks ?? ($to.parentOffset ? $from.marks() : null);
  const tr = state.tr.replaceWith(from, to, nodes.hardBreak.create());
  tr.setSelection(TextSelection.create(tr.doc, tr.mapping.map(to))).scrollIntoView();
  if (kept) tr.ensureMarks(kept.filter((mark) => mark.type !== marks.link));
  dispatch(tr);
  return true;
};

/** Deletes the empty block at the cursor (Delete in an empty paragraph before a heading). */
export const deleteEmptyBlock: Command = (state, dispatch) => {
  const { $anchor, empty } = state.selection;
  if (!empty || $anchor.parent.content.size > 0 || $anchor.depth < 1) return false;
  // Only before another block, and only where the block may go (not a list item's first paragraph).
  const container = $anchor.node(-1);
  const index = $anchor.index(-1);
  if (index >= container.childCount - 1 || !container.canReplace(index, index + 1)) return false;
  if (dispatch) {
    dispatch(state.tr.delete($anchor.before(), $anchor.after()).scrollIntoView());
  }
  return true;
};

/**
 * Backspace at the very start of the document in an empty heading (or list item, quote) makes it a
 * plain paragraph first, as a word processor does.
 */
export const clearEmptyStartBlock: Command = (state, dispatch) => {
  const { empty, $anchor } = state.selection;
  const { parent } = $anchor;
  if (!empty || !parent.isTextblock || parent.content.size > 0) return false;
  if (TextSelection.atStart(state.doc).from !== $anchor.pos) return false;
  if (parent.type === nodes.paragraph && $anchor.depth === 1) return false;
  if (!dispatch) return true;
  const tr = state.tr;
  clearNodes(tr);
  dispatch(tr.scrollIntoView());
  return true;
};

/**
 * A split (Enter) that keeps bold, italic and underline for what is typed next in the new block, as a
 * word processor does; a link does not go on.
 */
export function keepingMarks(command: Command): Command {
  return (state, dispatch, view) =>
    command(
      state,
      dispatch &&
        ((tr) => {
          const { storedMarks, selection } = state;
          const kept = storedMarks ?? (selection.$to.parentOffset ? selection.$from.marks() : null);
          if (kept) tr.ensureMarks(kept.filter((mark) => mark.type !== marks.link));
          dispatch(tr);
        }),
      view,
    );
}

/**
 * The right arrow at the end of a line that ends in a link steps out of the link: a space after it,
 * outside the link, so that what is typed next is plain text.
 */
export const exitLink: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.pos !== $from.end()) return false;
  const link = marks.link.isInSet($from.marks());
  if (!link) return false;
  if (dispatch) dispatch(state.tr.removeStoredMark(link).insertText(' ', $from.pos));
  return true;
};
