import { describe, expect, it } from 'vitest';
import { markRouterTreeShakable } from './tree-shake-router';

// As react-router's production chunk is written.
const router = `var Link = React10.forwardRef(
  function LinkWithRef(props, ref) {
    return null;
  }
);
Link.displayName = "Link";
var RouteContext = React.createContext(null);
RouteContext.displayName = "Route";
function useFetcher() {
  let FetcherForm2 = React10.forwardRef((props, ref) => null);
  FetcherForm2.displayName = "fetcher.Form";
  return FetcherForm2;
}
`;

describe('markRouterTreeShakable', () => {
  const marked = markRouterTreeShakable(router)!.toString();

  it('drops the top-level displayName statements', () => {
    expect(marked).not.toContain('Link.displayName');
    expect(marked).not.toContain('RouteContext.displayName');
  });

  it('marks the top-level forwardRef components pure', () => {
    expect(marked).toContain('var Link = /* @__PURE__ */ React10.forwardRef(\n');
  });

  it('leaves what a function does inside, and the rest of the code', () => {
    expect(marked).toContain('  let FetcherForm2 = React10.forwardRef((props, ref) => null);');
    expect(marked).toContain('  FetcherForm2.displayName = "fetcher.Form";');
    expect(marked).toContain('var RouteContext = React.createContext(null);');
  });

  it('says when there is nothing to change', () => {
    expect(markRouterTreeShakable('var a = 1;\n')).toBeNull();
  });
});
