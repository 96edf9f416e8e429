import type { Ref } from 'react';
import { Link } from 'react-router';
import type { UiLinkProps } from '@shop/ui';

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The kit's links, as react-router links for app paths and plain anchors for everything else. */
export function RouterLink({ href, ref, ...rest }: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  if (ABSOLUTE_URL.test(href)) return <a href={href} ref={ref} {...rest} />;
  return <Link to={href} ref={ref} {...rest} />;
}
