import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefAttributes,
} from 'react';

export type UiLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type UiLinkComponent = ComponentType<UiLinkProps & RefAttributes<HTMLAnchorElement>>;

function PlainLink(props: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <a {...props} />;
}

const UiLinkContext = createContext<UiLinkComponent>(PlainLink);

/**
 * Lets an app route every kit link through its router (e.g. a component that renders react-router's
 * `<Link to={href}>`). The kit itself knows no router: without a provider links are plain anchors.
 */
export function UiLinkProvider({
  component,
  children,
}: {
  component: UiLinkComponent;
  children: ReactNode;
}) {
  return <UiLinkContext.Provider value={component}>{children}</UiLinkContext.Provider>;
}

/**
 * The kit's only way to render a navigation link. A link that opens a new tab always stays a plain
 * anchor with `rel="noopener noreferrer"`: a router has nothing to do with another tab, and the new page
 * must get no handle on this one.
 */
export function UiLink({ ref, ...props }: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const Component = useContext(UiLinkContext);
  if (props.target === '_blank') return <a {...props} ref={ref} rel="noopener noreferrer" />;
  // The component comes from context (one stable component per provider), it is not created during
  // render; the rule cannot tell a context value from an inline component.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} ref={ref} />;
}

/** True when a click should be left to the browser (new tab/window, download, not the main button). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
