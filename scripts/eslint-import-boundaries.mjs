// A local ESLint rule: the import boundaries between the rooms of the workspace (DESIGN.md). The
// built-in `no-restricted-imports` matches the text of a specifier, and a relative specifier means
// a different place from each folder depth; this rule resolves it to a path from the workspace root
// first, so one zone says "features/a never imports features/b" whatever the depth of the file.
import { dirname, relative, resolve } from 'node:path';

const root = dirname(dirname(new URL(import.meta.url).pathname));

/** The folder below `prefix` that a path is in (`features/orders/x.ts` below `features/` → `orders`). */
const roomOf = (path, prefix) => path.slice(prefix.length).split('/')[0];
const withoutExtension = (path) => path.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');

const zones = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Refuse imports that cross a boundary between the rooms of the workspace',
    },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                // Folders from the workspace root, ending in a slash.
                from: { type: 'string' },
                to: { type: 'array', items: { type: 'string' } },
                // Package names refused from `from` (bare specifiers and their subpaths).
                packages: { type: 'array', items: { type: 'string' } },
                // Modules (paths without extension) that stay importable.
                except: { type: 'array', items: { type: 'string' } },
                // Only refuse a sibling room: `features/a` may import `features/a`, not `features/b`.
                siblingsOnly: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['from', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = relative(root, context.filename);
    const active = (context.options[0]?.zones ?? []).filter((zone) => file.startsWith(zone.from));
    if (active.length === 0) return {};

    function refused(specifier) {
      if (!specifier.startsWith('.')) {
        return active.find((zone) =>
          (zone.packages ?? []).some(
            (name) => specifier === name || specifier.startsWith(`${name}/`),
          ),
        );
      }
      const target = withoutExtension(
        relative(root, resolve(dirname(context.filename), specifier)),
      );
      return active.find(
        (zone) =>
          (zone.to ?? []).some((folder) => target.startsWith(folder)) &&
          !(zone.except ?? []).includes(target) &&
          !(zone.siblingsOnly && roomOf(target, zone.from) === roomOf(file, zone.from)),
      );
    }

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const zone = refused(source.value);
      if (zone) context.report({ node: source, message: zone.message });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const importBoundaries = { rules: { zones } };
