import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Account } from '@shop/admin-api';
import { ConflictDialog, EmailField, PasswordField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { emailBody, emailToForm } from '../form/account-form';
import { useUpdateEmail } from '../queries';

/**
 * A new e-mail for the account (§2 settings › account › email), confirmed with the current password
 * (§5 "Enter your password"; a wrong one is the server's message on the field). Once saved it is the
 * e-mail to sign in with, and the header shows it at once.
 */
export function EmailForm({ account }: { account: Account }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateEmail();
  const edit = useEditForm({
    record: account,
    recordSchema: 'accountSchema',
    toFormValues: emailToForm,
    body: emailBody,
    update: update.mutateAsync,
    // A save of the name or picture elsewhere moves the version; the e-mail stays what it was.
    followVersionWhileUnchanged: true,
  });
  const { control } = edit.form;

  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={t('general:settingsNav.email')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('account.email.title')} description={t('account.email.intro')}>
          <EmailField control={control} name="email" label={t('account.email.newEmail')} />
          <PasswordField
            control={control}
            name="password"
            label={t('account.email.password')}
            description={t('account.email.passwordHint')}
            autoComplete="current-password"
          />
        </FormSection>
        <FormActions
          form={edit.form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('account.email.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
