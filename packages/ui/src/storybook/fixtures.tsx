import type { Ref } from 'react';
import { fn } from 'storybook/test';
import type { UiLinkProps } from '../link';

/**
 * Records the navigation a router would perform, instead of letting the story iframe navigate away.
 * Stories install it with UiLinkProvider and assert on `navigate`. Modified clicks stay native.
 */
export const navigate = fn().mockName('navigate');

export function SpyLink({
  ref,
  onClick,
  ...props
}: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      {...props}
      ref={ref}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        navigate(props.href);
      }}
    />
  );
}
