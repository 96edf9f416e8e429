import type { Plugin } from 'vite';

/** The ESTree nodes this plugin looks at; `start`/`end` are offsets in the code. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Call extends Node {
  callee: Node & { name?: string };
  arguments: (Node & { value?: unknown })[];
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(
  node: Node,
  visit: (node: Node, parent: Node | null) => void,
  parent: Node | null = null,
) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit, node);
    } else if (isNode(value)) walk(value, visit, node);
  }
}

/**
 * esbuild's keepNames helper, as Radix's dist files declare it:
 * `var __name = (target, value) => __defProp(target, "name", { value, configurable: true });`.
 */
function keepNamesHelpers(program: Node): Set<string> {
  const names = new Set<string>();
  walk(program, (node) => {
    if (node.type !== 'VariableDeclarator') return;
    const { id, init } = node as Node & { id: Node & { name?: string }; init: Node | null };
    if (id.type !== 'Identifier' || init?.type !== 'ArrowFunctionExpression') return;
    const body = (init as Node & { body: Node }).body as Call;
    const property = body.type === 'CallExpression' ? body.arguments[1] : undefined;
    if (property?.type === 'Literal' && property.value === 'name') names.add(id.name!);
  });
  return names;
}

const PURE_BEFORE = /\/\*\s*[#@]__PURE__\s*\*\/\s*$/;
/** Spaces for every character but line breaks: lines and columns stay where they were. */
const blank = (text: string) => text.replace(/[^\r\n]/g, ' ');

/**
 * Takes esbuild's keepNames wrappers out of one module: a statement `__name(fn, "fn");` goes, and a
 * wrapped value `/* @__PURE__ *\/ __name(() => {...}, "reset")` becomes the value itself. They only
 * set a function's `name` (for stack traces and dev tools) to what it is called in the sources;
 * nothing in Radix reads it. The removed text turns into spaces, so the module's source map stays
 * exact without a new one. Returns null when the module has no such helper.
 */
export function stripKeepNames(code: string, program: Node): string | null {
  const helpers = keepNamesHelpers(program);
  if (helpers.size === 0) return null;
  /** Replacements of the same length as the text they replace. */
  const edits: { start: number; end: number; text: string }[] = [];
  /** Statements that sit in a list of statements, where one can go without changing another. */
  const listed = new Set<Node>();
  walk(program, (node, parent) => {
    if (node.type === 'Program' || node.type === 'BlockStatement' || node.type === 'StaticBlock')
      for (const statement of node.body as Node[]) listed.add(statement);
    if (node.type !== 'CallExpression') return;
    const call = node as Call;
    const [value, name] = call.arguments;
    if (
      call.callee.type !== 'Identifier' ||
      !helpers.has(call.callee.name!) ||
      call.arguments.length !== 2 ||
      value!.type === 'SpreadElement' ||
      name!.type !== 'Literal' ||
      typeof name!.value !== 'string'
    )
      return;
    // `__name(fn, "fn");` in a list of statements: the whole statement goes.
    if (
      parent?.type === 'ExpressionStatement' &&
      listed.has(parent) &&
      value!.type === 'Identifier'
    ) {
      edits.push({
        start: parent.start,
        end: parent.end,
        text: blank(code.slice(parent.start, parent.end)),
      });
      return;
    }
    // Anything else: the value stays, in parentheses (`__name(() => 2, "two")()` must not become
    // `() => 2()`), without the pure mark that was the call's.
    const pure = PURE_BEFORE.exec(code.slice(Math.max(0, call.start - 40), call.start));
    const open = call.start - (pure?.[0].length ?? 0);
    // The brackets take the place of the first character (`/` or `_`) and of the call's own `)`.
    edits.push(
      { start: open, end: value!.start, text: `(${blank(code.slice(open + 1, value!.start))}` },
      { start: value!.end, end: call.end, text: `${blank(code.slice(value!.end, call.end - 1))})` },
    );
  });
  if (edits.length === 0) return null;
  let out = '';
  let at = 0;
  // A statement removed whole may hold wrapped values too: its range covers theirs.
  for (const { start, end, text } of edits.sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (start < at) continue;
    out += code.slice(at, start) + text;
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Radix UI's primitives are published built by esbuild with keepNames: every function is followed
 * by `__name(fn, "fn")`, which a minifier must keep (it is a call) with the name's string, 110 of
 * them in the entry. In the build only, this drops them from @radix-ui's dist files.
 */
export function stripRadixNames(): Plugin {
  return {
    name: 'shop-admin:strip-radix-names',
    apply: 'build',
    transform: {
      filter: {
        id: /[\\/]node_modules[\\/](?:.*[\\/])?@radix-ui[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.m?js$/,
        code: '__name',
      },
      handler(code) {
        const stripped = stripKeepNames(code, this.parse(code) as unknown as Node);
        // Same lines and columns as before: the module's source map still holds.
        return stripped === null ? null : { code: stripped, map: null };
      },
    },
  };
}
