import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { useMakePrimary } from '../queries';

/**
 * Makes a domain the storefront's address (the sidebar's preview link follows). A custom domain
 * must be verified first: the button is off until it is.
 */
export function MakePrimaryButton({ domain }: { domain: Domain }) {
  const { t } = useTranslation('settings');
  const makePrimary = useMakePrimary(domain.id);
  const ready = domain.kind === 'platform' || domain.status === 'verified';
  return (
    <Button
      type="button"
      size="1"
      variant="soft"
      disabled={!ready || makePrimary.isPending}
      loading={makePrimary.isPending}
      onClick={() =>
        makePrimary.mutate(undefined, {
          onSuccess: () => toast.success(t('domain.madePrimary', { host: domain.host })),
        })
      }
    >
      {t('domain.makePrimary')}
    </Button>
  );
}
