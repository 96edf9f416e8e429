import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * A top-level `Name = Error(formatProdErrorMessage(N))` of react-dom's production client, alone on
 * its line (after `var ` or as one of its comma-separated declarators): the objects React throws to
 * itself (a component suspending, a hydration mismatch) and recognises by identity. Errors React makes
 * while it runs have a `throw`, a `(` or a second argument in front of or after them, and stay.
 */
const SENTINEL = /^(\s*(?:var\s+)?[\w$]+ = )Error\((formatProdErrorMessage\(\d+\))\)(?=[,;]$)/gm;

/**
 * Makes each sentinel an Error that captured no stack: `Object.create(Error.prototype)` with the same
 * message. Returns null when the module has none.
 */
export function quietReactSentinels(code: string): MagicString | null {
  const out = new MagicString(code);
  for (const match of code.matchAll(SENTINEL)) {
    const [whole, declaration, message] = match as unknown as [string, string, string];
    out.overwrite(
      match.index + declaration.length,
      match.index + whole.length,
      `Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`,
    );
  }
  return out.hasChanged() ? out : null;
}

/**
 * react-dom makes five Errors while its module loads, inside the one function the bundle wraps all of
 * react-dom in, called from the entry's top level. With DevTools or any other inspector attached
 * (Lighthouse, PageSpeed Insights and Playwright measure through one), Chromium keeps a stack with
 * line and column for every Error, and V8 compiles functions without their source positions: the
 * first stack through a function parses it again to find them. Those five parsed react-dom's wrapper
 * and the whole entry again: 42–60 ms of the 70–86 ms task that runs the entry (traces of a cold
 * /admin/home, unthrottled; 4x that in Lighthouse's phone, most of its blocking time). Without an
 * inspector Chromium takes no such stack and an Error costs nothing (a cookie read or a fetch still
 * does: see main.tsx). Objects that are Errors but never captured a stack cost nothing either way;
 * React only compares them. In the build only; a react-dom that no longer has them fails it, so
 * that this goes too.
 */
export function reactSentinelErrors(): Plugin {
  return {
    name: 'shop-admin:react-sentinel-errors',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ },
      handler(code, id) {
        const quiet = quietReactSentinels(code);
        if (!quiet)
          this.error(
            'react-dom no longer makes Errors while it loads: remove build/react-sentinel-errors.ts',
          );
        return { code: quiet.toString(), map: quiet.generateMap({ source: id, hires: true }) };
      },
    },
  };
}
