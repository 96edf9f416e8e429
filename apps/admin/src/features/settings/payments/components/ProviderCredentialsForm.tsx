import { useTranslation } from 'react-i18next';
import {
  modeIsChecked,
  paymentCredentialIssues,
  paymentProvider,
  paymentProviderBodySchema,
  type PaymentProviderSettings,
} from '@shop/admin-api';
import { CredentialsForm } from '../../credentials/CredentialsForm';
import { useUpdatePaymentProvider } from '../queries';
import { credentialHint, credentialLabel } from './credential-text';

const bodySchema = paymentProviderBodySchema.omit({ updated_at: true });

/**
 * A provider's setup (§2 payments › provider › setup): the shared credentials form with the
 * provider's catalogue fields, checked as the server checks them (a key of the wrong mode is
 * refused on its field before it is sent), in the words of payments.
 */
export function ProviderCredentialsForm({ settings }: { settings: PaymentProviderSettings }) {
  const { t } = useTranslation('settings');
  const provider = paymentProvider(settings.provider);
  const { name } = provider;
  const update = useUpdatePaymentProvider(settings.provider);
  return (
    <CredentialsForm
      settings={settings}
      service={{
        fields: provider.fields,
        bodySchema,
        issues: (body, saved) => paymentCredentialIssues(provider.id, body, saved),
      }}
      recordSchema="paymentProviderSettingsSchema"
      update={update.mutateAsync}
      words={{
        title: t('payments.setup.title', { name }),
        modeTitle: t('payments.setup.modeTitle'),
        modeIntro: modeIsChecked(provider.fields)
          ? t('payments.setup.modeChecked')
          : t('payments.setup.modeChoice', { name }),
        mode: t('payments.setup.mode'),
        modes: { test: t('payments.modes.test'), live: t('payments.modes.live') },
        credentialsTitle: t('payments.setup.credentialsTitle'),
        credentialsIntro: t('payments.setup.credentialsIntro', { name }),
        active: t('payments.setup.active', { name }),
        activeHint: t('payments.setup.activeHint'),
        label: (field) => credentialLabel(t, field.key),
        hint: (field) => credentialHint(t, provider.id, field),
      }}
    />
  );
}
