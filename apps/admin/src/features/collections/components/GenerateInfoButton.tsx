import { useId, useState } from 'react';
import { Button, Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CONTENT_MODES, type ContentMode } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { aiHelpers, useAiText } from '../../../lib/ai/use-ai-text';
import { applyFieldErrors } from '../../../lib/forms/server-errors';
import { isBlankHtml } from '../../../lib/rich-text/sanitize';
import type { CollectionFormApi } from './sections/types';

/**
 * §1, §7: "Generate collection info" writes the description and the SEO texts from the title. It asks
 * first when it would replace texts the merchant has written.
 */
export function GenerateInfoButton({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  const lengthLabelId = useId();
  const { generate, isPending } = useAiText(aiHelpers.collectionInfo);
  const [mode, setMode] = useState<ContentMode>('concise');
  const [confirming, setConfirming] = useState(false);

  const run = async () => {
    const outcome = await generate({
      collection_title: form.getValues('title'),
      content_mode: mode,
    });
    if (!outcome.ok) {
      // A blank title is refused before the call: the message goes on the title field.
      const unmatched = applyFieldErrors(
        outcome.fieldErrors,
        (field) => (field === 'collection_title' ? 'title' : undefined),
        form.setError,
      );
      for (const message of unmatched) toast.error(message);
      return;
    }
    const written = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('description', outcome.result.description, written);
    form.setValue('meta_title', outcome.result.meta_title, written);
    form.setValue('meta_description', outcome.result.meta_description, written);
    toast.success(t('collections.ai.done'));
  };

  const onGenerate = () => {
    const [description, metaTitle, metaDescription] = form.getValues([
      'description',
      'meta_title',
      'meta_description',
    ]);
    const wouldReplace =
      !isBlankHtml(description) || metaTitle.trim() !== '' || metaDescription.trim() !== '';
    if (wouldReplace) setConfirming(true);
    else void run();
  };

  return (
    <Flex align="end" gap="3" wrap="wrap">
      <Flex direction="column" gap="1">
        <Text as="span" size="2" weight="medium" id={lengthLabelId}>
          {t('collections.ai.length')}
        </Text>
        <Select.Root value={mode} onValueChange={(next) => setMode(next as ContentMode)}>
          <Select.Trigger aria-labelledby={lengthLabelId} />
          <Select.Content position="popper">
            {CONTENT_MODES.map((value) => (
              <Select.Item key={value} value={value}>
                {t(`collections.ai.modes.${value}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Button type="button" variant="soft" loading={isPending} onClick={onGenerate}>
        {t('collections.ai.generate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('collections.ai.replaceTitle')}
        description={t('collections.ai.replaceDescription')}
        confirmLabel={t('collections.ai.replaceConfirm')}
        cancelLabel={t('collections.ai.replaceCancel')}
        onConfirm={run}
      />
    </Flex>
  );
}
