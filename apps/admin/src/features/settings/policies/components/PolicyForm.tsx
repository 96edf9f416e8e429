import { Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ShopPolicy } from '@shop/admin-api';
import { ConflictDialog, toast } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
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
    <FormFrame form={form} onSubmit={edit.onSubmit} aria-label={title}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <Card size="3">
          <Flex direction="column" gap="4">
            <Flex align="start" justify="between" gap="3" wrap="wrap">
              <Text as="p" size="2" color="gray" style={{ flex: '1 1 20rem' }}>
                {t('policies.template.hint')}
              </Text>
              <TemplateMenu
                kind={policy.kind}
                hasText={hasText(body)}
                onTemplate={(html) => {
                  form.setValue('body', html, { shouldDirty: true });
                  toast.success(t('policies.template.loaded'));
                }}
              />
            </Flex>
            <RichTextField
              control={form.control}
              name="body"
              label={t('policies.editor')}
              description={hasText(body) ? undefined : t('policies.emptyHint')}
            />
          </Flex>
        </Card>
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
  );
}
