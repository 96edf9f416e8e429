import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { BOTGUARD_LEVELS, type BotguardSettings } from '@shop/admin-api';
import { ConflictDialog, SwitchField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { botguardBody, botguardToForm } from '../form/security-forms';
import { useUpdateBotguard } from '../queries';

/**
 * The shop's botguard (§2 settings › security › botguard): on or off, and when the accounts sign-in
 * asks the browser for its proof of work, for every member of the shop. Saved over the version
 * loaded (409: the conflict dialog).
 */
export function BotguardForm({ settings }: { settings: BotguardSettings }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateBotguard();
  const edit = useEditForm({
    record: settings,
    recordSchema: 'botguardSettingsSchema',
    toFormValues: botguardToForm,
    body: botguardBody,
    update: update.mutateAsync,
  });
  const { control } = edit.form;
  const levelLabel = useId();

  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={t('general:settingsNav.botguard')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection
          title={t('security.botguard.title')}
          description={t('security.botguard.intro')}
        >
          <SwitchField
            control={control}
            name="enabled"
            label={t('security.botguard.enabled')}
            description={t('security.botguard.enabledHint')}
          />
          <Controller
            control={control}
            name="level"
            render={({ field, fieldState }) => (
              <Flex direction="column" gap="2">
                <Text as="p" id={levelLabel} weight="medium" size="2">
                  {t('security.botguard.level')}
                </Text>
                <RadioGroup.Root
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={field.disabled}
                  aria-labelledby={levelLabel}
                >
                  <Flex direction="column" gap="3">
                    {BOTGUARD_LEVELS.map((level) => (
                      <Text as="label" size="2" key={level}>
                        <Flex gap="2" align="start">
                          <RadioGroup.Item value={level} />
                          <Flex direction="column">
                            <Text weight="medium">
                              {t(`security.botguard.levels.${level}.title`)}
                            </Text>
                            <Text color="gray">
                              {t(`security.botguard.levels.${level}.description`)}
                            </Text>
                          </Flex>
                        </Flex>
                      </Text>
                    ))}
                  </Flex>
                </RadioGroup.Root>
                {fieldState.error?.message ? (
                  <Text as="p" size="2" color="red" role="alert">
                    {fieldState.error.message}
                  </Text>
                ) : null}
              </Flex>
            )}
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
