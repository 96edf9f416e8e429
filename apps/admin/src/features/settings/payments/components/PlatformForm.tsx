import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { STATEMENT_DESCRIPTOR_MAX, type PlatformPayments } from '@shop/admin-api';
import { ConflictDialog, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { platformBody, platformToForm } from '../form/platform-form';
import { useUpdatePlatformPayments } from '../queries';

/** The platform's own provider: nothing to connect; the statement descriptor and its status. */
export function PlatformForm({ platform }: { platform: PlatformPayments }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdatePlatformPayments();
  const edit = useEditForm({
    record: platform,
    recordSchema: 'platformPaymentsSchema',
    toFormValues: platformToForm,
    body: platformBody,
    update: update.mutateAsync,
  });
  const { control } = edit.form;

  return (
    <FormFrame form={edit.form} onSubmit={edit.onSubmit} aria-label={t('payments.platform.name')}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection
          title={t('payments.platform.cardsTitle')}
          description={t('payments.platform.about')}
        >
          <TextField
            control={control}
            name="statement_descriptor"
            label={t('payments.platform.descriptor')}
            description={t('payments.platform.descriptorHint')}
            maxLength={STATEMENT_DESCRIPTOR_MAX}
            autoComplete="off"
          />
          <SwitchField
            control={control}
            name="active"
            label={t('payments.platform.active')}
            description={t('payments.platform.activeHint')}
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
    </FormFrame>
  );
}
