import type { Plugin } from 'vite';

/** A top-level `const` whose value is a call: a schema built with zod, or a constant from a helper. */
const TOP_LEVEL_CALL = /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*\s*[.(])/gm;

/** Marks the value of every top-level `const` that is a call as pure (`#__PURE__`). */
export function annotatePure(code: string): string {
  return code.replace(TOP_LEVEL_CALL, '$1/*#__PURE__*/ ');
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
