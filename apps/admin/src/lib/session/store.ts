import { useSyncExternalStore } from 'react';

/** The session lives in memory only: a reload starts from the HttpOnly refresh cookie. */
export interface SessionState {
  accessToken: string | null;
  expiresIn: number | undefined;
  isLoggedIn: boolean;
  /** True while the first silent refresh after a page load is running. */
  isLogging: boolean;
}

export const LOGGED_OUT: SessionState = {
  accessToken: null,
  expiresIn: undefined,
  isLoggedIn: false,
  isLogging: false,
};

let state: SessionState = LOGGED_OUT;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
