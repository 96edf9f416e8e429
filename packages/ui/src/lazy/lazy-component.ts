import { useSyncExternalStore } from 'react';

/**
 * A component whose module is fetched with `import()` when someone first shows intent to use it, not
 * with the page. Create one per module, at module level, so that every instance on the page shares the
 * one request and, once it has arrived, renders the component without waiting again.
 */
export interface LazyComponent<C> {
  /**
   * Starts the import (once; again after a failure, so a later intent retries a chunk that failed to
   * load) and resolves with the component.
   */
  load: () => Promise<C>;
  /** The component once its module has arrived, else `undefined`. */
  current: () => C | undefined;
  /** Calls `listener` when the module arrives. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * `importer` must be a literal `() => import('./Module')`: the bundler of the app that installs the kit
 * turns each such call into a chunk of its own, which is the point.
 */
// Pure: a module that declares a lazy component but is only partly used can be dropped by a bundler.
/* @__NO_SIDE_EFFECTS__ */
export function lazyComponent<C>(importer: () => Promise<{ default: C }>): LazyComponent<C> {
  let component: C | undefined;
  let pending: Promise<C> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (component) return Promise.resolve(component);
      pending ??= importer().then(
        (module) => {
          component = module.default;
          for (const listener of listeners) listener();
          return module.default;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => component,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The component of `lazy` once it has loaded (re-renders then), `undefined` until. Loads nothing. */
export function useLazyComponent<C>(lazy: LazyComponent<C>): C | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.current, lazy.current);
}
