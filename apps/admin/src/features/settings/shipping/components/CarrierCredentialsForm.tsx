import { useTranslation } from 'react-i18next';
import {
  shippingCarrier,
  shippingCarrierBodySchema,
  shippingCredentialIssues,
  type ShippingCarrierSettings,
} from '@shop/admin-api';
import { CredentialsForm } from '../../credentials/CredentialsForm';
import { useUpdateCarrier } from '../queries';

const bodySchema = shippingCarrierBodySchema.omit({ updated_at: true });

/**
 * A carrier's setup (§2 shipping › providers › setup): the shared credentials form with the
 * carrier's catalogue fields, in the words of shipping (its sandbox or production credentials:
 * carriers' keys do not tell one from the other, so the merchant says which these are).
 */
export function CarrierCredentialsForm({ settings }: { settings: ShippingCarrierSettings }) {
  const { t } = useTranslation('settings');
  const carrier = shippingCarrier(settings.provider);
  const { name } = carrier;
  const update = useUpdateCarrier(settings.provider);
  return (
    <CredentialsForm
      settings={settings}
      service={{
        fields: carrier.fields,
        bodySchema,
        issues: (body, saved) => shippingCredentialIssues(carrier.id, body, saved),
      }}
      recordSchema="shippingCarrierSettingsSchema"
      update={update.mutateAsync}
      words={{
        title: t('shipping.carriers.setupTitle', { name }),
        modeTitle: t('shipping.carriers.modeTitle'),
        modeIntro: t('shipping.carriers.modeIntro', { name }),
        mode: t('shipping.carriers.mode'),
        modes: { test: t('shipping.carriers.modes.test'), live: t('shipping.carriers.modes.live') },
        credentialsTitle: t('shipping.carriers.credentialsTitle'),
        credentialsIntro: t('shipping.carriers.credentialsIntro', { name }),
        active: t('shipping.carriers.active', { name }),
        activeHint: t('shipping.carriers.activeHint'),
        label: (field) => t(`shipping.carriers.fields.${field.key}`),
        hint: (field) =>
          t(`shipping.carriers.fieldHints.${carrier.id}.${field.key}`, { defaultValue: '' }),
      }}
    />
  );
}
