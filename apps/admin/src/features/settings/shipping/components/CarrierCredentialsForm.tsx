import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { shippingCarrier, type ShippingCarrierSettings } from '@shop/admin-api';
import { ConflictDialog, SecretField, SelectField, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { carrierBody, carrierToForm } from '../form/carrier-form';
import { useUpdateCarrier } from '../queries';

/**
 * A carrier's setup (§2 shipping › providers › setup), made from the catalogue: whether these are
 * sandbox or production credentials, one field per credential the carrier issues (secrets
 * write-only: SecretField, as payments' forms), and the status switch, saved together over the
 * version loaded. Each value is checked before it is sent, and again by the server.
 */
export function CarrierCredentialsForm({ settings }: { settings: ShippingCarrierSettings }) {
  const { t } = useTranslation(['settings', 'validation']);
  const carrier = shippingCarrier(settings.provider);
  const update = useUpdateCarrier(settings.provider);
  const edit = useEditForm({
    record: settings,
    recordSchema: 'shippingCarrierSettingsSchema',
    toFormValues: carrierToForm,
    body: carrierBody(settings),
    update: update.mutateAsync,
  });
  const { control } = edit.form;

  return (
    <form
      noValidate
      onSubmit={edit.onSubmit}
      aria-label={t('shipping.carriers.setupTitle', { name: carrier.name })}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection
          title={t('shipping.carriers.modeTitle')}
          description={t('shipping.carriers.modeIntro', { name: carrier.name })}
        >
          <SelectField
            control={control}
            name="mode"
            label={t('shipping.carriers.mode')}
            options={[
              { value: 'test', label: t('shipping.carriers.modes.test') },
              { value: 'live', label: t('shipping.carriers.modes.live') },
            ]}
          />
        </FormSection>
        <FormSection
          title={t('shipping.carriers.credentialsTitle')}
          description={t('shipping.carriers.credentialsIntro', { name: carrier.name })}
        >
          {carrier.fields.map((field) => {
            const common = {
              control,
              name: `credentials.${field.key}` as const,
              label: t(`shipping.carriers.fields.${field.key}`),
              description:
                t(`shipping.carriers.fieldHints.${carrier.id}.${field.key}`, {
                  defaultValue: '',
                }) || undefined,
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
            label={t('shipping.carriers.active', { name: carrier.name })}
            description={t('shipping.carriers.activeHint')}
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
