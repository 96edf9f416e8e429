import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { UpdatePasswordBody } from '@shop/admin-api';
import { PasswordField, toast } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { PASSWORD_VALUES, passwordBody } from '../form/security-forms';
import { useChangePassword } from '../queries';

/**
 * A new password (§2 settings › security › password; §5 "Enter old password" / "Enter your
 * password"). The server checks the old one; once changed, every other session of the account ends
 * and this one stays signed in.
 */
export function PasswordForm() {
  const { t } = useTranslation(['settings', 'validation']);
  const state = useBodyForm({ ...passwordBody, defaultValues: PASSWORD_VALUES });
  const change = useChangePassword();
  const { control } = state.form;

  const save = async (values: UpdatePasswordBody): Promise<boolean> => {
    state.clearFormErrors();
    try {
      await change.mutateAsync(values);
      state.form.reset(PASSWORD_VALUES);
      toast.success(t('security.password.changed'));
      return true;
    } catch (error) {
      state.showServerErrors(error);
      return false;
    }
  };

  return (
    <FormFrame
      form={state.form}
      onSubmit={(event) => void state.form.handleSubmit(save)(event)}
      aria-label={t('general:settingsNav.password')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={state.formErrors} />
        <FormSection
          title={t('security.password.title')}
          description={t('security.password.intro')}
        >
          <PasswordField
            control={control}
            name="old_password"
            label={t('security.password.old')}
            autoComplete="current-password"
          />
          <PasswordField
            control={control}
            name="new_password"
            label={t('security.password.new')}
            description={t('security.password.newHint')}
            autoComplete="new-password"
          />
        </FormSection>
        <FormActions
          form={state.form}
          onSave={save}
          onDiscard={state.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('security.password.save')}
        />
      </Flex>
    </FormFrame>
  );
}
