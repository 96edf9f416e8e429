import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A top-level `Name.displayName = "Name";` statement, alone on its line. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** A top-level component made by `React.forwardRef(` (react-router names its React imports React2…). */
const TOP_LEVEL_FORWARD_REF = /^var [\w$]+ = (?=React\d*\.forwardRef\()/gm;

/**
 * Lets a bundler drop the components of react-router's build that nothing renders:
 * - its top-level `displayName` statements (names for React's dev tools) go: writing a property is a
 *   side effect the bundler must keep, and with it the component;
 * - its top-level `React.forwardRef(` calls get the pure mark the build leaves out (forwardRef only
 *   wraps a function).
 * Returns null when the module has neither.
 */
export function markRouterTreeShakable(code: string): MagicString | null {
  const out = new MagicString(code);
  for (const statement of code.matchAll(TOP_LEVEL_DISPLAY_NAME))
    out.remove(statement.index, statement.index + statement[0].length);
  for (const component of code.matchAll(TOP_LEVEL_FORWARD_REF))
    out.appendLeft(component.index + component[0].length, '/* @__PURE__ */ ');
  return out.hasChanged() ? out : null;
}

/**
 * react-router's Link, NavLink, Form and history router, with the prefetching and form code behind
 * them, stayed in the entry (about 4 KB of gzip) though the app renders none of them: its links are
 * app/providers/RouterLink. In the build only, this marks react-router's production files so that
 * what is not used goes.
 */
export function treeShakeRouter(): Plugin {
  return {
    name: 'shop-admin:tree-shake-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code, id) {
        const marked = markRouterTreeShakable(code);
        return (
          marked && {
            code: marked.toString(),
            map: marked.generateMap({ source: id, hires: true }),
          }
        );
      },
    },
  };
}
