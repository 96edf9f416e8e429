import { useEffect } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { HANDLE_TAKEN, type Domain } from '@shop/admin-api';
import { ConflictDialog, SlugField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { translateValidationMessage } from '../../../../lib/i18n/zod-messages';
import { handleBody, handleToCheck, toHandleValues } from '../form/handle-form';
import { useHandleCheck, useUpdateDomain } from '../queries';
import { MakePrimaryButton } from './MakePrimaryButton';

/** Marks the "taken" message the check put on the field, to tell it from the form's own. */
const TAKEN = 'taken';

/**
 * The shop's own address on the platform, `<handle>.<platform domain>`: the handle is edited here,
 * checked as it is typed ("URL already taken", §5), and saved with the version it was loaded at.
 */
export function HandleSection({ domain, platform }: { domain: Domain; platform: string }) {
  const { t } = useTranslation('settings');
  const update = useUpdateDomain(domain.id);
  const edit = useEditForm({
    record: domain,
    recordSchema: 'domainSchema',
    toFormValues: toHandleValues,
    body: handleBody,
    update: update.mutateAsync,
  });
  const { form } = edit;
  const typed = form.watch('handle');
  const candidate = handleToCheck(typed, domain.handle);
  const check = useHandleCheck(candidate);
  const fieldError = form.formState.errors.handle;

  // The answer for what is typed now goes on the field; a later value, or a free one, takes it off.
  const taken = check.result?.available === false;
  useEffect(() => {
    if (taken && fieldError?.type !== TAKEN) {
      form.setError('handle', { type: TAKEN, message: translateValidationMessage(HANDLE_TAKEN) });
    } else if (!taken && fieldError?.type === TAKEN) {
      form.clearErrors('handle');
    }
  }, [taken, fieldError?.type, form]);

  const status = check.checking
    ? t('domain.handle.checking')
    : check.result?.available
      ? t('domain.handle.available', { host: `${check.result.handle}.${platform}` })
      : '';

  return (
    <FormSection
      title={t('domain.handle.title')}
      description={t('domain.handle.description', { platform })}
    >
      <Flex align="center" gap="3" wrap="wrap">
        <Text as="p" size="2">
          {t('domain.handle.address')}{' '}
          <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
            {domain.host}
          </Text>
        </Text>
        {domain.primary ? (
          <Badge color="green">{t('domain.primary')}</Badge>
        ) : (
          <MakePrimaryButton domain={domain} />
        )}
      </Flex>
      <FormFrame form={form} onSubmit={edit.onSubmit} aria-label={t('domain.handle.title')}>
        <Flex direction="column" gap="4">
          <FormErrors messages={edit.formErrors} />
          <SlugField
            control={form.control}
            name="handle"
            label={t('domain.handle.label')}
            autoComplete="off"
            maxLength={63}
            description={
              <>
                {t('domain.handle.suffix', { platform })} <span aria-live="polite">{status}</span>
              </>
            }
          />
          <FormActions
            form={form}
            onSave={edit.save}
            onDiscard={edit.clearFormErrors}
            discardLabel={t('general:actions.discard')}
            saveLabel={t('general:actions.save')}
          />
        </Flex>
        <ConflictDialog {...edit.conflictDialog} />
      </FormFrame>
    </FormSection>
  );
}
