import { Flex, Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Account } from '@shop/admin-api';
import { ConflictDialog, TextField, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { profileBody, profileToForm } from '../form/account-form';
import { useUpdateAccount } from '../queries';
import { SingleImageField } from '../../../../shared/media/SingleImageField';
import * as styles from './account.css';

/**
 * The signed-in user's name and picture (§2 settings › account). The save answers with the account,
 * which the header shows at once. The e-mail has its own page (it asks for the password).
 */
export function AccountForm({ account }: { account: Account }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateAccount();
  const edit = useEditForm({
    record: account,
    recordSchema: 'accountSchema',
    toFormValues: profileToForm,
    body: profileBody,
    update: update.mutateAsync,
    // The e-mail page moves the account's version too; names and picture stay what they were.
    followVersionWhileUnchanged: true,
  });
  const { control } = edit.form;

  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={t('general:settingsNav.account')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('account.sections.profile')}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <TextField
              control={control}
              name="first_name"
              label={t('account.fields.firstName')}
              autoComplete="given-name"
            />
            <TextField
              control={control}
              name="last_name"
              label={t('account.fields.lastName')}
              autoComplete="family-name"
            />
          </Grid>
        </FormSection>
        <FormSection
          title={t('account.sections.picture')}
          description={t('account.fields.pictureHint')}
        >
          <SingleImageField
            control={control}
            name="profile_image"
            label={t('account.fields.picture')}
          />
        </FormSection>
        <FormSection title={t('general:fields.email')}>
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Text as="p" className={styles.emailAddress}>
              {account.email}
            </Text>
            <UiLink href={hrefs.settings.accountEmail()}>{t('account.email.change')}</UiLink>
          </Flex>
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
