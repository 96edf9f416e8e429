import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { useRemoveDomain } from '../queries';

/** Disconnects a custom domain, after asking; a primary one hands back to the shop's address. */
export function RemoveDomainButton({ domain }: { domain: Domain }) {
  const { t } = useTranslation('settings');
  const remove = useRemoveDomain(domain.id);
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" size="1" variant="soft" color="red">
          {t('general:actions.remove')}
        </Button>
      }
      title={t('domain.remove.title', { host: domain.host })}
      description={
        domain.primary ? t('domain.remove.primaryDescription') : t('domain.remove.description')
      }
      confirmLabel={t('general:actions.remove')}
      cancelLabel={t('general:actions.cancel')}
      destructive
      onConfirm={async () => {
        await remove.mutateAsync();
        toast.success(t('domain.remove.removed', { host: domain.host }));
      }}
    />
  );
}
