// SVG has no magic number: it is XML text whose root element is <svg>. These checks read the prolog
// (declaration, comments, doctype) and the root tag the way an XML parser would start, without a
// dependency: enough to tell an SVG document from any other text or binary that claims to be one.

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of an SVG file, or null when the bytes are not UTF-8 text. */
function decode(bytes: Uint8Array): string | null {
  try {
    const text = utf8.decode(bytes);
    return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** Where the root element starts, after the prolog; -1 if the prolog is not well formed. */
function rootStart(text: string): number {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith('<?xml', at)) {
      const end = text.indexOf('?>', at);
      if (end === -1) return -1;
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return -1;
      at = end + 3;
    } else if (text.startsWith('<!DOCTYPE', at)) {
      const end = text.indexOf('>', at);
      // An internal subset ([...]) can declare entities that expand without bound: refuse it.
      if (end === -1 || text.slice(at, end).includes('[')) return -1;
      at = end + 1;
    } else {
      return at;
    }
  }
}

/** The root start tag, `<svg ...>` or `<svg .../>`, if the document has one. */
function rootTag(text: string): string | null {
  const at = rootStart(text);
  if (at === -1) return null;
  const match = /^<svg(?=[\s>/])[^<>]*>/.exec(text.slice(at, at + 64 * 1024));
  return match ? match[0] : null;
}

/** True when the bytes are an SVG document: UTF-8 text, a well-formed prolog, an <svg> root that closes. */
export function isSvgDocument(bytes: Uint8Array): boolean {
  const text = decode(bytes);
  if (text === null) return false;
  const tag = rootTag(text);
  if (!tag) return false;
  if (tag.endsWith('/>')) return true;
  const tail = text.trimEnd().replace(/(?:\s*<!--[\s\S]*?-->)+$/, '');
  return tail.endsWith('</svg>');
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(tag)?.[2];
}

/** A length in user units (px or unitless); percentages and other units give no pixel size. */
function pixels(value: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? '');
  return match ? Math.round(Number(match[1])) : null;
}

/** The intrinsic size from width/height, else from the viewBox. */
export function svgSize(bytes: Uint8Array): { width: number | null; height: number | null } {
  const text = decode(bytes);
  const tag = text === null ? null : rootTag(text);
  if (!tag) return { width: null, height: null };
  const width = pixels(attribute(tag, 'width'));
  const height = pixels(attribute(tag, 'height'));
  if (width && height) return { width, height };
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  }
  return { width: null, height: null };
}
