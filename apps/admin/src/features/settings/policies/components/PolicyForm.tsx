import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ShopPolicy } from '@shop/admin-api';
import { ConflictDialog, toast } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { RichTextField } from '../../../../lib/rich-text/RichTextField';
import { hasText, policyBody, toPolicyValues } from '../form/policy-form';
import { useUpdateShopPolicy } from '../queries';
import { TemplateMenu } from './TemplateMenu';

/**
 * One policy's text in the rich-text editor, saved over the version it was loaded at (409: the
 * conflict dialog); the server keeps only the allowed markup. A template may start it.
 */
export function PolicyForm({ policy, title }: { policy: ShopPolicy; title: string }) {
  const { t } = useTranslation('settings');
  const update = useUpdateShopPolicy(policy.kind);
  const edit = useEditForm({
    record: policy,
    recordSchema: 'shopPolicySchema',
    toFormValues: toPolicyValues,
    body: policyBody,
    update: update.mutateAsync,
  });
  const { form } = edit;
  const body = form.watch('body');

  return (
    <form noValidate onSubmit={edit.onSubmit} aria-label={title}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection
          title={title}
          description={t('policies.template.hint')}
          actions={
            <TemplateMenu
              kind={policy.kind}
              hasText={hasText(body)}
              onTemplate={(html) => {
                form.setValue('body', html, { shouldDirty: true });
                toast.success(t('policies.template.loaded'));
              }}
            />
          }
        >
          <RichTextField control={form.control} name="body" label={t('policies.editor')} />
          {hasText(body) ? null : (
            <Text as="p" size="1" color="gray">
              {t('policies.emptyHint')}
            </Text>
          )}
        </FormSection>
        <FormActions
          form={form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </form>
  );
}
