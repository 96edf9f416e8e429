import ts from 'typescript';
import type { Plugin } from 'vite';

const PURE = '/*#__PURE__*/ ';

/**
 * Marks every call (and `new`) that the value of a top-level `const` makes while the module loads
 * as pure (`#__PURE__`): the schema it builds, and every schema built for its arguments. Marking
 * only the outer call was not enough: `base.extend({ note: z.string().nullable() })` unused lost the
 * `extend` but kept building the schemas of its arguments (`.nullable()` on a schema is a call the
 * bundler cannot see through), about 40 of them on an order's page. Calls inside a function are left
 * as they are: they run later, if ever, and may mean to.
 */
export function annotatePure(code: string): string {
  const source = ts.createSourceFile('contract.ts', code, ts.ScriptTarget.Latest, true);
  const starts = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    // One mark where calls begin: it covers the chain that starts there (`z.string().min(1)`).
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart(source));
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (declaration.initializer) visit(declaration.initializer);
  }
  let marked = code;
  for (const start of [...starts].sort((a, b) => b - a))
    marked = marked.slice(0, start) + PURE + marked.slice(start);
  return marked;
}

/**
 * The contract (packages/admin-api) defines its constants beside the zod schemas that use them. A
 * bundler has to assume that building a schema (`z.object(...)`, `base.extend(...)`) has side
 * effects, so a page that imports one constant got every schema of that file, and zod with them.
 * Building a schema has none: marking those values pure, with zod's schema builders
 * (`treeshake.manualPureFunctions` in vite.config.ts) and the package's `sideEffects: false`, lets
 * the build keep only the schemas a chunk uses. The first load then carries no zod at all (`pnpm test` checks it).
 */
export function pureContract(): Plugin {
  return {
    name: 'shop-admin:pure-contract',
    apply: 'build',
    transform: {
      filter: { id: /packages[\\/]admin-api[\\/]src[\\/][^\\/]+\.ts$/ },
      handler: (code) => ({ code: annotatePure(code), map: null }),
    },
  };
}
