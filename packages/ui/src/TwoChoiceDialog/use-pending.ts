import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an action that may return a promise and reports whether it is still running. `run` resolves to
 * true when the action succeeded, false when it threw or rejected (the app reports its own errors).
 */
export function usePending() {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (action: () => unknown): Promise<boolean> => {
    let result: unknown;
    try {
      result = action();
    } catch {
      return false;
    }
    if (!(result instanceof Promise)) return true;
    setPending(true);
    try {
      await result;
      return true;
    } catch {
      return false;
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);
  return { pending, run };
}
