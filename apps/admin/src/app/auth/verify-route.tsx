import { replace, type LoaderFunctionArgs } from 'react-router';
import { getSession, logout, safeReturnPath, startSession, verifyCode } from '../../lib/session';
import { FullPageSpinner } from '../FullPageSpinner';
import { hrefs } from '../routing/hrefs';

/**
 * The sign-in service sends the browser back here with a one-time code. The exchange happens in the
 * loader, not in an effect: it runs exactly once per visit (no double effect in StrictMode) and the
 * code never reaches the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await startSession();
  if (getSession().isLoggedIn) return replace(hrefs.home.dashboard());

  const params = new URL(request.url).searchParams;
  const code = params.get('code')?.trim();
  const from = params.get('from');
  // If the sign-in fails, the next attempt should still lead back to where the user was going.
  const comeBackTo = safeReturnPath(from, '');
  if (!code) {
    void logout({ from: comeBackTo });
    return null;
  }
  try {
    await verifyCode(code);
  } catch (error) {
    console.error(error);
    void logout({ from: comeBackTo });
    return null;
  }
  return replace(safeReturnPath(from));
}

/** Visible only while the exchange runs or the browser leaves for the sign-in service. */
export function Component() {
  return <FullPageSpinner />;
}
