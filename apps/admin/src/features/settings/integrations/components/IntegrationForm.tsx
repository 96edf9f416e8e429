import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { matchesIntegrationIdFormat, type Integration } from '@shop/admin-api';
import { ConflictDialog, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { integrationBodies, integrationToForm } from '../form/integration-form';
import { useUpdateIntegration } from '../queries';

/**
 * One integration's id and its status switch, saved together over the version loaded (409: the
 * conflict dialog). §5's minimum is checked on the value field; an id that does not look like the
 * service's format gets a hint under the field, and is saved all the same.
 */
export function IntegrationForm({
  integration,
  title,
}: {
  integration: Integration;
  title: string;
}) {
  const { t } = useTranslation(['settings', 'validation']);
  const { name } = integration;
  const update = useUpdateIntegration(name);
  const edit = useEditForm({
    record: integration,
    recordSchema: 'integrationSchema',
    toFormValues: integrationToForm,
    body: integrationBodies[name],
    update: update.mutateAsync,
  });
  const { control } = edit.form;
  const value = edit.form.watch('value');
  const looksRight = matchesIntegrationIdFormat(name, value);

  return (
    <FormFrame form={edit.form} onSubmit={edit.onSubmit} aria-label={title}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={title} description={t(`integrations.descriptions.${name}`)}>
          <TextField
            control={control}
            name="value"
            label={t(`integrations.value.${name}`)}
            autoComplete="off"
            description={
              <>
                {t(`integrations.valueHint.${name}`)}
                {looksRight ? null : (
                  <Text as="span" color="amber" highContrast>
                    {' '}
                    {t(`integrations.formatWarning.${name}`)}
                  </Text>
                )}
              </>
            }
          />
          <SwitchField
            control={control}
            name="active"
            label={t('general:states.active')}
            description={t('integrations.activeHint')}
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
