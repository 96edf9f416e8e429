import type { Ref } from 'react';
import { Link } from 'react-router';
import type { UiLinkProps } from '@shop/ui';
import { preloadRoute } from '../routing/preload-route';

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The kit's links, as react-router links for app paths and plain anchors for everything else. An app
 * link starts loading its page's code when the pointer comes over it or it takes the focus, so the
 * click finds the code there and only the data is left to fetch.
 */
export function RouterLink({
  href,
  ref,
  onPointerEnter,
  onFocus,
  ...rest
}: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  if (ABSOLUTE_URL.test(href))
    return <a href={href} ref={ref} onPointerEnter={onPointerEnter} onFocus={onFocus} {...rest} />;
  return (
    <Link
      to={href}
      ref={ref}
      {...rest}
      onPointerEnter={(event) => {
        preloadRoute(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
    />
  );
}
