import { Switch } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import { FormField } from '@shop/ui';
import { useTaxInclusion } from '../queries';

/**
 * "Prices include tax" (§4): flipping it saves at once. While it is sent the switch shows the new
 * state (and waits); a refusal puts it back where the shop still is, and the HTTP client says why.
 */
export function TaxInclusionSwitch({ shop }: { shop: Shop }) {
  const { t } = useTranslation('settings');
  const change = useTaxInclusion();
  const status = change.isPending ? change.variables.status : shop.tax_inclusion_status;
  return (
    <FormField
      layout="inline"
      label={t('taxes.inclusive.label')}
      description={t('taxes.inclusive.description')}
    >
      {(aria) => (
        <Switch
          {...aria}
          checked={status === 'active'}
          disabled={change.isPending}
          onCheckedChange={(checked) =>
            change.mutate({ status: checked ? 'active' : 'inactive', version: shop.updated_at })
          }
        />
      )}
    </FormField>
  );
}
