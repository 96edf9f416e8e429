import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripKeepNames } from './strip-radix-names';

// As Radix's dist files are written (esbuild, keepNames).
const radix = `var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
function composeEventHandlers(original, ours) {
  return /* @__PURE__ */ __name(function handleEvent(event) {
    original?.(event);
    return ours?.(event);
  }, "handleEvent");
}
__name(composeEventHandlers, "composeEventHandlers");
var reset = /* @__PURE__ */ __name(() => "reset", "reset");
var Wrapped = /* @__PURE__ */ wrap(/* @__PURE__ */ __name(function Inner2() {
  return __name(() => 2, "two")();
}, "Inner"));
function wrap(fn) { return fn; }
if (reset) __name(wrap, "wrap");
export { composeEventHandlers, reset, Wrapped, wrap };
`;

const strip = (code: string) => stripKeepNames(code, parseAst(code) as never);

async function load(code: string) {
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
}

describe('stripKeepNames', () => {
  const stripped = strip(radix)!;

  it('drops every keepNames call and its pure mark', () => {
    expect(stripped).not.toMatch(/__name\(/);
    expect(stripped).not.toContain('"composeEventHandlers"');
    expect(stripped).toMatch(/return \( +function handleEvent\(event\) \{/);
    expect(stripped).toMatch(/var reset = \( +\(\) => "reset" +\);/);
    // A pure mark that belongs to another call stays.
    expect(stripped).toContain('var Wrapped = /* @__PURE__ */ wrap(');
  });

  it('keeps every line and column, so the source map still holds', () => {
    expect(stripped).toHaveLength(radix.length);
    expect(stripped.split('\n').map((line) => line.length)).toEqual(
      radix.split('\n').map((line) => line.length),
    );
  });

  it('leaves a statement that is the body of an if as a statement', () => {
    expect(stripped).toMatch(/if \(reset\) \( +wrap +\);/);
  });

  it('changes nothing the module does, only function names', async () => {
    const [before, after] = await Promise.all([load(radix), load(stripped)]);
    const seen: string[] = [];
    for (const mod of [before, after]) {
      const handler = mod.composeEventHandlers(
        (event: string) => seen.push(`original ${event}`),
        (event: string) => `ours ${event}`,
      );
      expect(handler('click')).toBe('ours click');
      expect(mod.reset()).toBe('reset');
      expect(mod.Wrapped()).toBe(2);
    }
    expect(seen).toEqual(['original click', 'original click']);
    expect(before.Wrapped.name).toBe('Inner');
    expect(after.Wrapped.name).toBe('Inner2');
  });

  it('leaves a module without the helper alone', () => {
    expect(strip('function __name(a, b) { return a; }\n__name(x, "x");')).toBeNull();
  });
});
