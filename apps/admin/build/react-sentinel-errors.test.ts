import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quietReactSentinels } from './react-sentinel-errors';

// As react-dom's production client is written (19.x).
const reactDom = `var didSuspendOrErrorDEV = !1,
  HydrationMismatchException = Error(formatProdErrorMessage(519));
var SuspenseException = Error(formatProdErrorMessage(460)),
  SuspenseyCommitException = Error(formatProdErrorMessage(474)),
  noopSuspenseyCommitThenable = { then: function () {} };
function renderRoot() {
  if (5 !== formFiber.tag) throw Error(formatProdErrorMessage(476));
  var wrapperError = Error(formatProdErrorMessage(520), { cause: value });
      ((nextProps = Error(formatProdErrorMessage(419))),
}
`;

const message = (n: number) =>
  `Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${n}), writable: true, configurable: true } })`;

describe('quietReactSentinels', () => {
  const quiet = quietReactSentinels(reactDom)!.toString();

  it('makes the errors created while the module loads without a stack', () => {
    expect(quiet).toContain(`  HydrationMismatchException = ${message(519)};`);
    expect(quiet).toContain(`var SuspenseException = ${message(460)},`);
    expect(quiet).toContain(`  SuspenseyCommitException = ${message(474)},`);
  });

  it('leaves the errors React makes while it runs', () => {
    expect(quiet).toContain('throw Error(formatProdErrorMessage(476));');
    expect(quiet).toContain('Error(formatProdErrorMessage(520), { cause: value });');
    expect(quiet).toContain('((nextProps = Error(formatProdErrorMessage(419))),');
  });

  it('finds every load-time error of the react-dom the app installs', () => {
    // Exactly the five of react-dom 19.3: an upgrade that adds or drops one fails here (the build
    // fails only when none is left).
    const file = join(
      dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
      'cjs/react-dom-client.production.js',
    );
    const quietInstalled = quietReactSentinels(readFileSync(file, 'utf8'))!.toString();
    expect(quietInstalled.match(/= Object\.create\(Error\.prototype,/g)).toHaveLength(5);
  });

  it('says when there is nothing to change', () => {
    expect(quietReactSentinels('var a = 1;\n')).toBeNull();
  });
});
