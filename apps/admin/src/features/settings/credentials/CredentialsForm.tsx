import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CredentialField, CredentialMode } from '@shop/admin-api';
import { ConflictDialog, SecretField, SelectField, SwitchField, TextField } from '@shop/ui';
import type { SchemaName } from '../../../lib/http/contract';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormSection } from '../../../lib/forms/FormSection';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import {
  credentialsBody,
  credentialsToForm,
  type Connection,
  type ConnectionBody,
  type CredentialService,
} from './credentials-form';

/** The form's words, translated by the section that shows it (a provider's, a carrier's). */
export interface CredentialsFormWords {
  /** The form's accessible name. */
  title: string;
  modeTitle: string;
  /** What the mode means for this service (whether its keys tell test from live). */
  modeIntro: string;
  mode: string;
  modes: Record<CredentialMode, string>;
  credentialsTitle: string;
  credentialsIntro: string;
  /** The status switch's label and description. */
  active: string;
  activeHint: string;
  label: (field: CredentialField) => string;
  /** The field's description; '' for none. */
  hint: (field: CredentialField) => string;
}

export interface CredentialsFormProps<Saved extends Connection> {
  settings: Saved;
  service: CredentialService;
  /** The record's contract schema (a 409 brings the record as it is now, checked against it). */
  recordSchema: SchemaName;
  /** Sends the save (useUpdateWithConflict's mutateAsync); resolves the connection as saved. */
  update: (body: ConnectionBody & { updated_at: number }) => Promise<Saved>;
  words: CredentialsFormWords;
}

/**
 * A service's setup, made from its catalogue entry: the mode, one field per credential it issues
 * (secrets write-only: SecretField shows the saved one's last characters, empty keeps it), and
 * the status switch, saved together over the version loaded. Each value is checked before it is
 * sent, and again by the server.
 */
export function CredentialsForm<Saved extends Connection>({
  settings,
  service,
  recordSchema,
  update,
  words,
}: CredentialsFormProps<Saved>) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useEditForm({
    record: settings,
    recordSchema,
    toFormValues: (record: Saved) => credentialsToForm(service.fields, record),
    body: credentialsBody(service, settings),
    update,
  });
  const { control } = edit.form;

  return (
    <FormFrame form={edit.form} onSubmit={edit.onSubmit} aria-label={words.title}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={words.modeTitle} description={words.modeIntro}>
          <SelectField
            control={control}
            name="mode"
            label={words.mode}
            options={[
              { value: 'test', label: words.modes.test },
              { value: 'live', label: words.modes.live },
            ]}
          />
        </FormSection>
        <FormSection title={words.credentialsTitle} description={words.credentialsIntro}>
          {service.fields.map((field) => {
            const common = {
              control,
              name: `credentials.${field.key}` as const,
              label: words.label(field),
              description: words.hint(field) || undefined,
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
            label={words.active}
            description={words.activeHint}
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
