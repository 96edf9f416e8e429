import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { MfaCodeBody, MfaStatus } from '@shop/admin-api';
import { DateTime, StatusBadge, TextField, toast } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { CODE_VALUES, mfaCodeBody } from '../form/security-forms';
import { useDisableMfa, useRenewRecoveryCodes } from '../queries';
import { CodeActionForm } from './CodeActionForm';

/** A code of the app or a recovery code, for one action. */
function CodeForm({
  title,
  description,
  submitLabel,
  color,
  send,
}: {
  title: string;
  description: string;
  submitLabel: string;
  color?: 'red';
  send: (body: MfaCodeBody) => Promise<unknown>;
}) {
  const { t } = useTranslation(['settings', 'validation']);
  const state = useBodyForm({ ...mfaCodeBody, defaultValues: CODE_VALUES });
  const submit = async (values: MfaCodeBody) => {
    state.clearFormErrors();
    try {
      await send(values);
      state.form.reset(CODE_VALUES);
    } catch (error) {
      state.showServerErrors(error);
    }
  };
  return (
    <FormSection title={title} description={description}>
      <CodeActionForm
        form={state.form}
        onSubmit={submit}
        formErrors={state.formErrors}
        label={title}
        submitLabel={submitLabel}
        color={color}
      >
        <TextField
          control={state.form.control}
          name="code"
          label={t('security.mfa.on.code')}
          description={t('security.mfa.on.codeHint')}
          autoComplete="one-time-code"
          maxLength={64}
        />
      </CodeActionForm>
    </FormSection>
  );
}

/** Two-step sign-in while it is on: since when, codes left; new recovery codes; turning it off. */
export function MfaOn({
  status,
  onNewCodes,
}: {
  status: MfaStatus;
  onNewCodes: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation('settings');
  const disable = useDisableMfa();
  const renew = useRenewRecoveryCodes();
  return (
    <Flex direction="column" gap="4">
      <FormSection title={t('security.mfa.on.title')}>
        <Flex align="center" gap="3" wrap="wrap">
          <StatusBadge status="active" label={t('security.state.on')} />
          {status.enabled_at !== null ? (
            <Text size="2" color="gray">
              {t('security.mfa.on.since')} <DateTime value={status.enabled_at} />
            </Text>
          ) : null}
        </Flex>
        <Text as="p" size="2">
          {t('security.index.codesLeft', { count: status.recovery_codes_left })}
        </Text>
      </FormSection>
      <CodeForm
        title={t('security.mfa.renew.title')}
        description={t('security.mfa.renew.intro')}
        submitLabel={t('security.mfa.renew.submit')}
        send={async (body) => onNewCodes((await renew.mutateAsync(body)).recovery_codes)}
      />
      <CodeForm
        title={t('security.mfa.off.title')}
        description={t('security.mfa.off.intro')}
        submitLabel={t('security.mfa.off.submit')}
        color="red"
        send={async (body) => {
          await disable.mutateAsync(body);
          toast.success(t('security.mfa.off.done'));
        }}
      />
    </Flex>
  );
}
