/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks API).
 *
 * Refresh tokens rotate, and the server treats a token presented twice as stolen and ends the whole
 * sign-in. Two tabs opened together would both send the same refresh cookie; serialising the refresh
 * across tabs means the second one sends the cookie the first one just received. Browsers without
 * Web Locks run the task directly.
 */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(name, task);
}
