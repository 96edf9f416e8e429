// @vitest-environment jsdom
// What the editor's keyboard, typing and pasting make of the text, as the form receives it (HTML).
import { beforeAll, describe, expect, it } from 'vitest';
import { EditorState, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { setLink, unsetLink } from './commands';
import { plugins } from './plugins';
import { documentHtml, parseHtml } from './schema';

beforeAll(() => {
  // jsdom lays nothing out and has no clipboard events; ProseMirror asks for both.
  document.elementFromPoint ??= () => null;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Element.prototype, Range.prototype, Text.prototype] as {
    getClientRects?: unknown;
    getBoundingClientRect?: unknown;
  }[]) {
    proto.getClientRects ??= noRects;
    proto.getBoundingClientRect ??= () => new DOMRect();
  }
  globalThis.ClipboardEvent ??= class extends Event {
    clipboardData = null;
  } as unknown as typeof ClipboardEvent;
});

/** An editor on the HTML with the cursor (or the selection) at ProseMirror positions. */
function editor(html: string, from: number, to = from) {
  const view = new EditorView(document.createElement('div'), {
    state: EditorState.create({ doc: parseHtml(html), plugins }),
  });
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, from, to)));
  return {
    view,
    html: () => documentHtml(view.state.doc),
    /** Types the text a character at a time, as the browser reports it. */
    type(text: string) {
      for (const character of text) {
        const { from: start, to: end } = view.state.selection;
        const insert = () => view.state.tr.insertText(character, start, end);
        const handled = view.someProp('handleTextInput', (f) =>
          f(view, start, end, character, insert),
        );
        if (!handled) view.dispatch(insert());
      }
    },
    press(key: string, modifiers: KeyboardEventInit = {}) {
      const event = new KeyboardEvent('keydown', { key, cancelable: true, ...modifiers });
      view.someProp('handleKeyDown', (f) => f(view, event));
    },
  };
}

const ctrl = { ctrlKey: true };
const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('keyboard shortcuts', () => {
  it('bold, italic and underline the selection', () => {
    for (const [key, tag] of [
      ['b', 'strong'],
      ['i', 'em'],
      ['u', 'u'],
    ] as const) {
      const e = editor('<p>Scarf</p>', 1, 6);
      e.press(key, ctrl);
      expect(e.html()).toBe(`<p><${tag}>Scarf</${tag}></p>`);
      e.press(key, ctrl);
      expect(e.html()).toBe('<p>Scarf</p>');
    }
  });

  it('make headings, paragraphs, quotes and lists of the block', () => {
    const e = editor('<p>Care</p>', 2);
    e.press('2', { ...ctrl, altKey: true, code: 'Digit2' });
    expect(e.html()).toBe('<h2>Care</h2>');
    e.press('3', { ...ctrl, altKey: true, code: 'Digit3' });
    expect(e.html()).toBe('<h3>Care</h3>');
    e.press('0', { ...ctrl, altKey: true, code: 'Digit0' });
    expect(e.html()).toBe('<p>Care</p>');
    e.press('B', { ...ctrl, shiftKey: true, keyCode: 66 });
    expect(e.html()).toBe('<blockquote><p>Care</p></blockquote>');
    e.press('B', { ...ctrl, shiftKey: true, keyCode: 66 });
    e.press('*', { ...ctrl, shiftKey: true, code: 'Digit8', keyCode: 56 });
    expect(e.html()).toBe('<ul><li><p>Care</p></li></ul>');
    e.press('&', { ...ctrl, shiftKey: true, code: 'Digit7', keyCode: 55 });
    expect(e.html()).toBe('<ol><li><p>Care</p></li></ol>');
  });

  it('Enter continues a list, and leaves it from an empty item', () => {
    const e = editor('<ul><li><p>wool</p></li></ul>', 7);
    e.press('Enter');
    e.type('silk');
    expect(e.html()).toBe('<ul><li><p>wool</p></li><li><p>silk</p></li></ul>');
    e.press('Enter');
    e.press('Enter');
    e.type('After');
    expect(e.html()).toBe('<ul><li><p>wool</p></li><li><p>silk</p></li></ul><p>After</p>');
  });

  it('Enter keeps bold for the next line, not a link', () => {
    const bold = editor('<p><strong>Soft</strong></p>', 5);
    bold.press('Enter');
    bold.type('wool');
    expect(bold.html()).toBe('<p><strong>Soft</strong></p><p><strong>wool</strong></p>');
    const link = editor('<p><a href="https://a.com">Shop</a></p>', 5);
    link.press('Enter');
    link.type('next');
    expect(link.html()).toBe(`<p><a ${LINK} href="https://a.com">Shop</a></p><p>next</p>`);
  });

  it('Tab and Shift-Tab nest and unnest list items', () => {
    const e = editor('<ul><li><p>a</p></li><li><p>b</p></li></ul>', 8);
    e.press('Tab');
    expect(e.html()).toBe('<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>');
    e.press('Tab', { shiftKey: true });
    expect(e.html()).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
  });

  it('Shift-Enter breaks the line and keeps bold', () => {
    const e = editor('<p><strong>ab</strong></p>', 3);
    e.press('Enter', { shiftKey: true });
    e.type('c');
    expect(e.html()).toBe('<p><strong>ab</strong><br><strong>c</strong></p>');
  });

  it('Backspace and Delete around quotes, headings and empty lines', () => {
    const firstHeading = editor('<h2></h2><p>x</p>', 1);
    firstHeading.press('Backspace');
    expect(firstHeading.html()).toBe('<p></p><p>x</p>');
    const quoteLine = editor('<blockquote><p>a</p><p>b</p></blockquote>', 5);
    quoteLine.press('Backspace');
    expect(quoteLine.html()).toBe('<blockquote><p>a</p></blockquote><p>b</p>');
    const afterQuote = editor('<blockquote><p>a</p></blockquote><p>b</p>', 6);
    afterQuote.press('Backspace');
    expect(afterQuote.html()).toBe('<blockquote><p>ab</p></blockquote>');
    const emptyLine = editor('<p>a</p><p></p><h2>b</h2>', 4);
    emptyLine.press('Delete');
    expect(emptyLine.html()).toBe('<p>a</p><h2>b</h2>');
  });

  it('Ctrl-A and Backspace leave an empty description', () => {
    const e = editor('<h2>a</h2><ul><li><p>b</p></li></ul>', 1);
    e.press('a', ctrl);
    e.press('Backspace');
    expect(e.html()).toBe('');
    e.type('New');
    expect(e.html()).toBe('<p>New</p>');
  });

  it('Ctrl-Z undoes typing', () => {
    const e = editor('<p>a</p>', 2);
    e.type('bc');
    e.press('z', ctrl);
    expect(e.html()).toBe('<p>a</p>');
  });
});

describe('shortcuts while typing', () => {
  it.each([
    ['## Care', '<h2>Care</h2>'],
    ['### Care', '<h3>Care</h3>'],
    ['# Care', '<p># Care</p>'],
    ['> Soft', '<blockquote><p>Soft</p></blockquote>'],
    ['- Wool', '<ul><li><p>Wool</p></li></ul>'],
    ['1. Wool', '<ol><li><p>Wool</p></li></ol>'],
    ['a **bold** b', '<p>a <strong>bold</strong> b</p>'],
    ['a __bold__ b', '<p>a <strong>bold</strong> b</p>'],
    ['a *it* b', '<p>a <em>it</em> b</p>'],
    ['a _it_ b', '<p>a <em>it</em> b</p>'],
  ])('%s', (typed, html) => {
    const e = editor('', 1);
    e.type(typed);
    expect(e.html()).toBe(html);
  });

  it('Backspace right after a shortcut takes it back', () => {
    const e = editor('', 1);
    e.type('## ');
    e.press('Backspace');
    expect(e.html()).toBe('<p>## </p>');
  });
});

describe('links', () => {
  it.each([
    ['see example.com now', 'https://example.com', 'example.com'],
    ['see https://example.com/a?b=1 now', 'https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['mail ann@example.com now', 'mailto:ann@example.com', 'ann@example.com'],
    ['at (shop.az/sale) ok', 'https://shop.az/sale', 'shop.az/sale'],
  ])('links an address when a space follows it: %s', (typed, href, text) => {
    const e = editor('', 1);
    e.type(typed);
    const [before, after] = typed.split(text);
    expect(e.html()).toBe(`<p>${before}<a ${LINK} href="${href}">${text}</a>${after}</p>`);
  });

  it('links an address when a new line follows it', () => {
    const e = editor('', 1);
    e.type('go example.com');
    e.press('Enter');
    expect(e.html()).toBe(`<p>go <a ${LINK} href="https://example.com">example.com</a></p><p></p>`);
  });

  it.each(['at example.com. ok', 'a file.txt ok', 'ip 10.0.0.1 ok', 'javascript:alert(1) ok'])(
    'leaves what is no address as text: %s',
    (typed) => {
      const e = editor('', 1);
      e.type(typed);
      expect(e.html()).toBe(`<p>${typed}</p>`);
    },
  );

  it('a link set with nothing selected takes the word typed next, and a space ends it', () => {
    const e = editor('<p>Hello</p>', 6);
    e.type(' ');
    setLink('https://example.com')(e.view.state, e.view.dispatch);
    e.type('shop now');
    expect(e.html()).toBe(`<p>Hello <a ${LINK} href="https://example.com">shop</a> now</p>`);
  });

  it('the right arrow at the end of a line leaves the link', () => {
    const e = editor('<p><a href="https://a.com">Shop</a></p>', 5);
    e.press('ArrowRight');
    e.type('x');
    expect(e.html()).toBe(`<p><a ${LINK} href="https://a.com">Shop</a> x</p>`);
  });

  it('sets and removes the link around the cursor', () => {
    const e = editor('<p><a href="https://a.com">Shop</a> here</p>', 3);
    setLink('https://b.com')(e.view.state, e.view.dispatch);
    expect(e.html()).toBe(`<p><a ${LINK} href="https://b.com">Shop</a> here</p>`);
    unsetLink(e.view.state, e.view.dispatch);
    expect(e.html()).toBe('<p>Shop here</p>');
    expect(setLink('javascript:alert(1)')(e.view.state, e.view.dispatch)).toBe(false);
  });

  it('an address pasted over selected text links it', () => {
    const e = editor('<p>Shop here</p>', 1, 5);
    e.view.pasteText('example.com');
    expect(e.html()).toBe(`<p><a ${LINK} href="https://example.com">Shop</a> here</p>`);
  });

  it('addresses in pasted text become links', () => {
    const e = editor('', 1);
    e.view.pasteText('visit https://x.com/a or shop.az today');
    expect(e.html()).toBe(
      `<p>visit <a ${LINK} href="https://x.com/a">https://x.com/a</a> or <a ${LINK} href="https://shop.az">shop.az</a> today</p>`,
    );
  });
});

describe('pasted HTML', () => {
  it('keeps the formatting the contract has and opens links safely', () => {
    const e = editor('', 1);
    e.view.pasteHTML(
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">Bold</span> <span style="font-style:italic">it</span> <span style="text-decoration:underline">u</span> <a href="javascript:alert(1)">x</a> <a href="https://ok.com" target="_self">ok</a></p></b>',
    );
    expect(e.html()).toBe(
      `<p><strong>Bold</strong> <em>it</em> <u>u</u> x <a ${LINK} href="https://ok.com">ok</a></p>`,
    );
  });

  it('drops what the contract does not have, keeping its text', () => {
    const e = editor('', 1);
    e.view.pasteHTML(
      '<h1>Big</h1><table><tr><td>cell</td></tr></table><img src="x"><pre>code</pre>',
    );
    expect(e.html()).toBe('<p>Big</p><p>cell</p><p>code</p>');
  });
});
