import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorView, PolicyGate, Skeleton } from '@shop/ui';
import { config } from '../../lib/config';
import { usePermission, type Policy } from '../../lib/permissions';
import { useShop } from '../../lib/queries/shop';

function PageFallback() {
  return <Skeleton height="240px" lines={6} />;
}

/**
 * The page under the shell, behind its route's policy. An account that failed to load gets an error
 * with a retry, not the "requires permission" overlay: without it there is no answer yet.
 */
export function PageArea({ policy }: { policy: Policy | undefined }) {
  const permission = usePermission(policy);
  // Whom to ask for the policy: the overlay names the owner (the shop's data carries them).
  const owner = useShop().data?.owner;
  if (permission.error) {
    return <ErrorView supportEmail={config.supportEmail} onRetry={permission.retry} />;
  }
  return (
    <PolicyGate
      allowed={permission.allowed}
      loading={permission.loading}
      fallback={<PageFallback />}
      owner={owner}
    >
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </PolicyGate>
  );
}
