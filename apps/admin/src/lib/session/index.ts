export {
  login,
  logout,
  refreshSession,
  sessionRequestSent,
  startSession,
  verifyCode,
  TOUR_SKIPPED_KEY,
} from './session';
export { getSession, useSession, type SessionState } from './store';
export { nextRefreshDelayMs } from './refresh-delay';
export { currentAppPath, safeReturnPath, signInUrl } from './sign-in-url';
