import { createElement, type ComponentType } from 'react';
import { useLazyComponent, type LazyComponent } from './lazy-component';

/**
 * Renders a lazily loaded component with `props` once its module has come, nothing until then (it
 * loads nothing itself). `createElement`, not JSX: the component is the one function its module
 * exports, the same on every render, which a JSX tag from a hook's result would look unlike to lint.
 */
export function Loaded<P extends object>({
  component,
  props,
}: {
  component: LazyComponent<ComponentType<P>>;
  props: P;
}) {
  const Component = useLazyComponent(component);
  return Component ? createElement(Component, props) : null;
}
