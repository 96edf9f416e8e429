import { useContext, type MouseEvent, type Ref } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { isModifiedClick, type UiLinkProps } from '@shop/ui';
import { preloadRoute } from '../routing/preload-route';

/** The document's address of an app path: the router's base in front (react-router's `useHref`). */
export const documentHref = (basename: string, path: string): string =>
  /^\/([?#]|$)/.test(path) ? basename + path.slice(1) : basename.replace(/\/$/, '') + path;

/**
 * The kit's links: app paths navigate in the app, anything else (another site, a `mailto:`, a
 * `#fragment`) is a plain anchor. An app link starts loading its page's code when the pointer comes
 * over it or it takes the focus, so the click finds the code there and only the data is left to fetch.
 *
 * An app path (absolute, from the hrefs helpers) is an anchor to its document address that asks the
 * router to navigate on a plain left click, reading the router's state only then. react-router's
 * `<Link>` reads the location and the route context as it renders, so every link on screen (the
 * sidebar's, each row's) drew again whenever the router's state changed: a navigation starting, a
 * search typed into a list.
 */
export function RouterLink({ ref, ...props }: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  // The router's own context: the same object for the app's life, so it never draws a link again.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { href, target, onClick, onPointerEnter, onFocus } = props;
  if (!dataRouter || !/^\/(?!\/)/.test(href)) return <a ref={ref} {...props} />;

  const { router, basename } = dataRouter;
  const address = documentHref(basename, href);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The browser's own clicks: a new tab, another target, a download.
    if (
      event.defaultPrevented ||
      isModifiedClick(event) ||
      (target && target !== '_self') ||
      props.download !== undefined
    )
      return;
    event.preventDefault();
    // As react-router's links: a link to where the user is replaces the entry instead of adding one
    // (the router's location has the base in front, as the document's address).
    const { pathname, search, hash } = router.state.location;
    void router.navigate(href, { replace: pathname + search + hash === address });
  };
  return (
    <a
      ref={ref}
      {...props}
      href={address}
      onClick={navigate}
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
