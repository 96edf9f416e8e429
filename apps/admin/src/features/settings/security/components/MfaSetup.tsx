import { useState } from 'react';
import { Code, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ConfirmMfaBody, MfaEnrolment, StartMfaBody } from '@shop/admin-api';
import { DateTime, PasswordField, TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { errorStatus } from '../../../../lib/http/errors';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import {
  CODE_VALUES,
  confirmMfaBody,
  START_MFA_VALUES,
  startMfaBody,
} from '../form/security-forms';
import { useConfirmMfa, useStartMfa } from '../queries';
import { CodeActionForm } from './CodeActionForm';
import * as styles from './security.css';

/** "ABCD EFGH …": the secret in groups of four, as apps show it and people type it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Step 1: the password, which starts a set-up (a new secret). */
function StartForm({ onStarted }: { onStarted: (enrolment: MfaEnrolment) => void }) {
  const { t } = useTranslation(['settings', 'validation']);
  const state = useBodyForm({ ...startMfaBody, defaultValues: START_MFA_VALUES });
  const start = useStartMfa();
  const submit = async (values: StartMfaBody) => {
    state.clearFormErrors();
    try {
      onStarted(await start.mutateAsync(values));
    } catch (error) {
      state.showServerErrors(error);
    }
  };
  return (
    <FormSection title={t('security.mfa.setup.title')} description={t('security.mfa.setup.intro')}>
      <CodeActionForm
        form={state.form}
        onSubmit={submit}
        formErrors={state.formErrors}
        label={t('security.mfa.setup.title')}
        submitLabel={t('security.mfa.setup.start')}
      >
        <PasswordField
          control={state.form.control}
          name="password"
          label={t('security.mfa.setup.password')}
          description={t('security.mfa.setup.passwordHint')}
          autoComplete="current-password"
        />
      </CodeActionForm>
    </FormSection>
  );
}

/** Step 2: the app scans the QR code (or takes the secret typed), and its first code turns it on. */
function ConfirmForm({
  enrolment,
  onConfirmed,
  onExpired,
}: {
  enrolment: MfaEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  /** The set-up is gone (expired, or finished elsewhere): back to the start. */
  onExpired: () => void;
}) {
  const { t } = useTranslation(['settings', 'validation']);
  const state = useBodyForm({ ...confirmMfaBody, defaultValues: CODE_VALUES });
  const confirm = useConfirmMfa();
  const submit = async (values: ConfirmMfaBody) => {
    state.clearFormErrors();
    try {
      const { recovery_codes: codes } = await confirm.mutateAsync(values);
      onConfirmed(codes);
    } catch (error) {
      // 409: no set-up to confirm any more (the toast says why); start again.
      if (errorStatus(error) === 409) onExpired();
      else state.showServerErrors(error);
    }
  };
  return (
    <FormSection title={t('security.mfa.scan.title')} description={t('security.mfa.scan.intro')}>
      <Flex gap="5" wrap="wrap" align="start">
        <img
          src={enrolment.qr_code}
          alt={t('security.mfa.scan.qrAlt')}
          width={192}
          height={192}
          className={styles.qrCode}
        />
        <Flex direction="column" gap="2" flexBasis="16rem" flexGrow="1">
          <Text as="p" size="2" color="gray">
            {t('security.mfa.scan.typeInstead')}
          </Text>
          <Text as="p" size="4">
            <Code variant="ghost" className={styles.code} data-testid="mfa-secret">
              {groupedSecret(enrolment.secret)}
            </Code>
          </Text>
          <Text as="p" size="2" color="gray">
            {t('security.mfa.scan.expires')} <DateTime value={enrolment.expires_at} time />
          </Text>
        </Flex>
      </Flex>
      <CodeActionForm
        form={state.form}
        onSubmit={submit}
        formErrors={state.formErrors}
        label={t('security.mfa.scan.title')}
        submitLabel={t('security.mfa.scan.turnOn')}
      >
        <TextField
          control={state.form.control}
          name="code"
          label={t('security.mfa.scan.code')}
          description={t('security.mfa.scan.codeHint')}
          autoComplete="one-time-code"
          maxLength={7}
        />
      </CodeActionForm>
    </FormSection>
  );
}

/** Two-step sign-in while it is off: the password, then the app's first code. */
export function MfaSetup({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  return enrolment ? (
    <ConfirmForm
      enrolment={enrolment}
      onConfirmed={onConfirmed}
      onExpired={() => setEnrolment(null)}
    />
  ) : (
    <StartForm onStarted={setEnrolment} />
  );
}
