import { useEffect, type ReactNode } from 'react';
import { lazyComponent, Loaded } from '../lazy';
import { Skeleton } from '../Skeleton';

const notice = lazyComponent(() => import('./PermissionNotice'));

export interface PolicyGateProps {
  allowed: boolean;
  loading?: boolean;
  fallback?: ReactNode;
  /** Who to ask: the account owner's name and e-mail (shown with a mailto link). */
  owner?: { name: string; email: string } | null;
  children: ReactNode;
}

/**
 * Shows its children only to a user holding the policy. Without it the children are not rendered at all
 * (no data request, nothing to reveal in the DOM): a settled notice with a lock takes the page's place,
 * with the two sentences of SPEC §2 and who the owner is. Nothing in it moves or imitates a page, so it
 * never reads as a page still loading. The server enforces the same policy; this is only the UI side.
 */
export function PolicyGate({
  allowed,
  loading = false,
  fallback,
  owner,
  children,
}: PolicyGateProps) {
  const denied = !loading && !allowed;
  // The notice loads only for a user who meets it: it is not on an app's first load (issue 20).
  useEffect(() => {
    if (denied) void notice.load().catch(() => undefined);
  }, [denied]);
  if (loading) {
    return <div aria-busy="true">{fallback ?? <Skeleton height="20px" lines={6} />}</div>;
  }
  if (allowed) return <>{children}</>;
  return <Loaded component={notice} props={{ owner }} />;
}
