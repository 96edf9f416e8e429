import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { modeIsChecked, paymentProvider, type PaymentProviderSettings } from '@shop/admin-api';
import { ConflictDialog, SecretField, SelectField, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { providerBody, providerToForm } from '../form/provider-form';
import { useUpdatePaymentProvider } from '../queries';
import { credentialHint, credentialLabel } from './credential-text';

/**
 * A provider's setup (§2 payments › provider › setup), made from the catalogue: the mode, one field
 * per credential the provider issues (secrets write-only: SecretField), and the status switch,
 * saved together over the version loaded. Each key is checked against the mode before it is sent,
 * and again by the server.
 */
export function CredentialsForm({ settings }: { settings: PaymentProviderSettings }) {
  const { t } = useTranslation(['settings', 'validation']);
  const provider = paymentProvider(settings.provider);
  const update = useUpdatePaymentProvider(settings.provider);
  const edit = useEditForm({
    record: settings,
    recordSchema: 'paymentProviderSettingsSchema',
    toFormValues: providerToForm,
    body: providerBody(settings),
    update: update.mutateAsync,
  });
  const { control } = edit.form;
  const checked = modeIsChecked(provider.fields);

  return (
    <form
      noValidate
      onSubmit={edit.onSubmit}
      aria-label={t('payments.setup.title', { name: provider.name })}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection
          title={t('payments.setup.modeTitle')}
          description={
            checked
              ? t('payments.setup.modeChecked')
              : t('payments.setup.modeChoice', { name: provider.name })
          }
        >
          <SelectField
            control={control}
            name="mode"
            label={t('payments.setup.mode')}
            options={[
              { value: 'test', label: t('payments.modes.test') },
              { value: 'live', label: t('payments.modes.live') },
            ]}
          />
        </FormSection>
        <FormSection
          title={t('payments.setup.credentialsTitle')}
          description={t('payments.setup.credentialsIntro', { name: provider.name })}
        >
          {provider.fields.map((field) => {
            const common = {
              control,
              name: `credentials.${field.key}` as const,
              label: credentialLabel(t, field.key),
              description: credentialHint(t, provider.id, field) || undefined,
              placeholder: field.example,
            };
            return field.secret ? (
              <SecretField key={field.key} {...common} saved={settings.secrets[field.key]} />
            ) : (
              <TextField key={field.key} {...common} autoComplete="off" />
            );
          })}
        </FormSection>
        <FormSection title={t('general:fields.status')}>
          <SwitchField
            control={control}
            name="active"
            label={t('payments.setup.active', { name: provider.name })}
            description={t('payments.setup.activeHint')}
          />
        </FormSection>
        <FormActions
          form={edit.form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </form>
  );
}
