import {
  baseKeymap,
  chainCommands,
  createParagraphNear,
  deleteSelection,
  joinBackward,
  joinForward,
  lift,
  liftEmptyBlock,
  newlineInCode,
  selectNodeBackward,
  selectNodeForward,
  splitBlock,
} from 'prosemirror-commands';
import { history, isHistoryTransaction, redo, undo } from 'prosemirror-history';
import {
  InputRule,
  inputRules,
  textblockTypeInputRule,
  undoInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import {
  Fragment,
  Slice,
  type Mark,
  type MarkType,
  type Node as ProseMirrorNode,
} from 'prosemirror-model';
import { ReplaceStep } from 'prosemirror-transform';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import {
  AllSelection,
  Plugin,
  TextSelection,
  type Command,
  type EditorState,
  type Transaction,
} from 'prosemirror-state';
import {
  PREVENT_AUTOLINK,
  clearEmptyStartBlock,
  clearNodes,
  deleteEmptyBlock,
  exitLink,
  insertHardBreak,
  keepingMarks,
  setParagraph,
  toggleBlockquote,
  toggleHeading,
  toggleInlineMark,
  toggleList,
} from './commands';
import { findWordLink, findLinks } from './link-url';
import { isNodeEmpty, marks, nodes } from './schema';

/**
 * `**bold**`, `_italic_` and the like: the marked text loses its markers and gets the mark once the
 * closing marker is typed.
 */
function markInputRule(pattern: RegExp, type: MarkType): InputRule {
  return new InputRule(pattern, (state, match, start, end) => {
    const full = match[0];
    const inner = match[match.length - 1];
    if (!inner) return null;
    const tr = state.tr;
    const leading = full.search(/\S/);
    const textStart = start + full.indexOf(inner);
    const textEnd = textStart + inner.length;
    if (textEnd < end) tr.delete(textEnd, end);
    if (textStart > start) tr.delete(start + leading, textStart);
    tr.addMark(start + leading, start + leading + inner.length, type.create());
    return tr.removeStoredMark(type);
  });
}

/** Markdown-like shortcuts while typing, as in most editors. */
const shortcuts = inputRules({
  rules: [
    textblockTypeInputRule(/^(#{2})\s$/, nodes.heading, { level: 2 }),
    textblockTypeInputRule(/^(#{2,3})\s$/, nodes.heading, { level: 3 }),
    wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
    wrappingInputRule(/^\s*([-+*])\s$/, nodes.bulletList),
    wrappingInputRule(
      /^(\d+)\.\s$/,
      nodes.orderedList,
      null,
      (match, list) => list.childCount + 1 === Number(match[1]),
    ),
    markInputRule(/(?:^|\s)(\*\*(?!\s+\*\*)((?:[^*]+))\*\*(?!\s+\*\*))$/, marks.bold),
    markInputRule(/(?:^|\s)(__(?!\s+__)((?:[^_]+))__(?!\s+__))$/, marks.bold),
    markInputRule(/(?:^|\s)(\*(?!\s+\*)((?:[^*]+))\*(?!\s+\*))$/, marks.italic),
    markInputRule(/(?:^|\s)(_(?!\s+_)((?:[^_]+))_(?!\s+_))$/, marks.italic),
  ],
});

/**
 * Backspace at the start of a block in a quote takes that block out of the quote; at the start of a
 * paragraph right after a quote, it joins the paragraph to the quote's last line (not into the quote
 * as a block of its own).
 */
const quoteBackspace: Command = (state, dispatch) => {
  const { empty, $from } = state.selection;
  if (!empty || $from.parentOffset !== 0 || $from.depth < 1) return false;
  const parent = $from.node(-1);
  const index = $from.index(-1);
  if (index === 0) return false;
  if (parent.type === nodes.blockquote) return lift(state, dispatch);
  const previous = parent.child(index - 1);
  if (previous.type !== nodes.blockquote || !previous.lastChild?.isTextblock) return false;
  if (dispatch) {
    const target = $from.before() - 2;
    const tr = state.tr.replace(target, $from.after(), new Slice($from.parent.content, 0, 0));
    dispatch(tr.setSelection(TextSelection.create(tr.doc, target)).scrollIntoView());
  }
  return true;
};

const backspace = chainCommands(
  undoInputRule,
  quoteBackspace,
  clearEmptyStartBlock,
  deleteSelection,
  joinBackward,
  selectNodeBackward,
);
const del = chainCommands(deleteSelection, deleteEmptyBlock, joinForward, selectNodeForward);

/** The keyboard, in the order the keys are tried. */
const keys = [
  keymap({
    Enter: chainCommands(
      keepingMarks(splitListItem(nodes.listItem)),
      newlineInCode,
      createParagraphNear,
      liftEmptyBlock,
      keepingMarks(splitBlock),
    ),
    Tab: sinkListItem(nodes.listItem),
    'Shift-Tab': liftListItem(nodes.listItem),
  }),
  // Before the marks' keys: Ctrl-Shift-B comes as "B", which Mod-B (bold) would take.
  keymap({
    'Mod-Alt-0': setParagraph,
    'Mod-Alt-2': toggleHeading(2),
    'Mod-Alt-3': toggleHeading(3),
    'Mod-Shift-b': toggleBlockquote,
    'Mod-Shift-8': toggleList(nodes.bulletList),
    'Mod-Shift-7': toggleList(nodes.orderedList),
  }),
  keymap({
    'Mod-b': toggleInlineMark(marks.bold),
    'Mod-B': toggleInlineMark(marks.bold),
    'Mod-i': toggleInlineMark(marks.italic),
    'Mod-I': toggleInlineMark(marks.italic),
    'Mod-u': toggleInlineMark(marks.underline),
    'Mod-U': toggleInlineMark(marks.underline),
    'Shift-Enter': insertHardBreak,
    'Mod-Enter': insertHardBreak,
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-я': undo,
    'Shift-Mod-я': redo,
    Backspace: backspace,
    'Mod-Backspace': backspace,
    'Shift-Backspace': backspace,
    Delete: del,
    'Mod-Delete': del,
    ArrowRight: exitLink,
  }),
  keymap(baseKeymap),
];

/** The ranges of the new document that the transactions wrote. */
function changedRanges(transactions: readonly Transaction[]): { from: number; to: number }[] {
  const maps = transactions.flatMap((tr) => tr.mapping.maps);
  const ranges: { from: number; to: number }[] = [];
  maps.forEach((map, index) => {
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      let from = newStart;
      let to = newEnd;
      for (const later of maps.slice(index + 1)) {
        from = later.map(from, -1);
        to = later.map(to, 1);
      }
      ranges.push({ from, to });
    });
  });
  return ranges;
}

const WHITESPACE = /\s/u;
const ENDS_IN_WHITESPACE = /\s$/u;
const TRAILING_WHITESPACE = /\s+$/u;

/** The ranges of the new document that the transactions inserted (typed or pasted), last first. */
function insertedRanges(transactions: readonly Transaction[]): { from: number; to: number }[] {
  const steps = transactions.flatMap((tr) => tr.steps);
  const maps = transactions.flatMap((tr) => tr.mapping.maps);
  const ranges: { from: number; to: number }[] = [];
  steps.forEach((step, index) => {
    if (!(step instanceof ReplaceStep) || !step.slice.size) return;
    let from = step.from;
    let to = step.from + step.slice.size;
    for (const later of maps.slice(index + 1)) {
      from = later.map(from, 1);
      to = later.map(to, -1);
    }
    if (from < to) ranges.push({ from, to });
  });
  return ranges.sort((a, b) => b.to - a.to);
}

/**
 * A space typed at the end of a link is not part of it (links take the text typed after them), and
 * what is typed after that space is plain text again.
 */
function unlinkTrailingSpace(tr: Transaction, range: { from: number; to: number }): void {
  const $end = tr.doc.resolve(range.to);
  if (!$end.nodeBefore?.isText) return;
  const space = TRAILING_WHITESPACE.exec(
    tr.doc.textBetween(range.from, range.to, '\ufffc', '\ufffc'),
  );
  if (!space) return;
  const from = range.to - space[0].length;
  let link: Mark | undefined;
  tr.doc.nodesBetween(from, range.to, (node) => {
    link ??= marks.link.isInSet(node.marks);
  });
  // A space typed inside a link (the link goes on after it) stays linked.
  if (!link || ($end.nodeAfter && link.isInSet($end.nodeAfter.marks))) return;
  const stored = tr.storedMarks;
  tr.removeMark(from, range.to, marks.link);
  tr.setStoredMarks(stored);
  if (tr.selection.empty && tr.selection.from === range.to) tr.removeStoredMark(marks.link);
}

/**
 * Links an address as soon as it is typed: when a space or a new line follows a word that is one
 * (example.com, https://…, ann@example.com), that word gets a link. Links set by hand are left alone.
 */
const autolink = new Plugin({
  appendTransaction(transactions, oldState, newState) {
    if (!transactions.some((tr) => tr.docChanged) || oldState.doc.eq(newState.doc)) return null;
    if (transactions.some((tr) => tr.getMeta(PREVENT_AUTOLINK))) return null;
    const { doc } = newState;
    const tr = newState.tr;
    if (!transactions.some(isHistoryTransaction)) {
      for (const range of insertedRanges(transactions)) unlinkTrailingSpace(tr, range);
    }
    for (const range of changedRanges(transactions)) {
      const blocks: { node: ProseMirrorNode; pos: number }[] = [];
      doc.nodesBetween(range.from, range.to, (node, pos) => {
        if (node.isTextblock) blocks.push({ node, pos });
      });
      const block = blocks[0];
      if (!block) continue;
      let text: string;
      if (blocks.length > 1) {
        // Enter after the word: its whole first block is what was typed before the new line.
        text = doc.textBetween(block.pos, block.pos + block.node.nodeSize, undefined, ' ');
      } else {
        if (!ENDS_IN_WHITESPACE.test(doc.textBetween(range.from, range.to, ' ', ' '))) continue;
        text = doc.textBetween(block.pos, range.to, undefined, ' ');
      }
      const words = text.split(WHITESPACE).filter(Boolean);
      const word = words[words.length - 1];
      if (!word) continue;
      const link = findWordLink(word);
      if (!link) continue;
      const from = block.pos + 1 + text.lastIndexOf(word) + link.start;
      const to = from + link.end - link.start;
      if (tr.doc.rangeHasMark(from, to, marks.link)) continue;
      tr.addMark(from, to, marks.link.create({ href: link.href }));
    }
    return tr.steps.length ? tr : null;
  },
});

/** Links the addresses in pasted text that carries no links of its own. */
function linkPasted(fragment: Fragment): Fragment {
  const children: ProseMirrorNode[] = [];
  fragment.forEach((node) => {
    if (!node.isText) {
      children.push(node.copy(linkPasted(node.content)));
      return;
    }
    const text = node.text ?? '';
    if (marks.link.isInSet(node.marks)) {
      children.push(node);
      return;
    }
    let at = 0;
    for (const link of findLinks(text)) {
      if (link.start > at) children.push(node.cut(at, link.start));
      const linked = node.cut(link.start, link.end);
      children.push(linked.mark(marks.link.create({ href: link.href }).addToSet(linked.marks)));
      at = link.end;
    }
    if (at < text.length) children.push(at === 0 ? node : node.cut(at));
  });
  return Fragment.fromArray(children);
}

/**
 * Pasting: an address pasted over selected text links that text; addresses in pasted text become
 * links.
 */
const pasteLinks = new Plugin({
  props: {
    handlePaste(view, _event, slice) {
      const { state } = view;
      if (state.selection.empty) return false;
      let text = '';
      slice.content.forEach((node) => {
        text += node.textContent;
      });
      const link = findLinks(text)[0];
      if (!link || link.start !== 0 || link.end !== text.length) return false;
      const tr = state.tr;
      for (const range of state.selection.ranges) {
        tr.addMark(range.$from.pos, range.$to.pos, marks.link.create({ href: link.href }));
      }
      view.dispatch(tr.setMeta(PREVENT_AUTOLINK, true));
      return true;
    },
    transformPasted(slice) {
      return new Slice(linkPasted(slice.content), slice.openStart, slice.openEnd);
    },
  },
});

/**
 * Deleting everything (select all, then type or delete) leaves a plain empty paragraph, not an empty
 * heading or list.
 */
const clearDocument = new Plugin({
  appendTransaction(transactions, oldState, newState) {
    if (!transactions.some((tr) => tr.docChanged) || oldState.doc.eq(newState.doc)) return null;
    if (!(oldState.selection instanceof AllSelection) && !coversDocument(oldState)) return null;
    if (!isNodeEmpty(newState.doc)) return null;
    const tr = newState.tr;
    tr.setSelection(new AllSelection(tr.doc));
    clearNodes(tr);
    if (!tr.steps.length && !newState.storedMarks) return null;
    return tr.setSelection(TextSelection.atStart(tr.doc)).setStoredMarks(null);
  },
});

function coversDocument(state: EditorState): boolean {
  const { from, to } = state.selection;
  return from === TextSelection.atStart(state.doc).from && to === TextSelection.atEnd(state.doc).to;
}

/** Every plugin of the editor. */
export const plugins = [
  shortcuts,
  ...keys,
  autolink,
  pasteLinks,
  clearDocument,
  history({ depth: 100, newGroupDelay: 500 }),
];
