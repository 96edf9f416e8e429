import { useState } from 'react';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ContentMode } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { showAiRefusal } from '../../../lib/ai/ai-refusal';
import { aiHelpers, useAiText } from '../../../lib/ai/use-ai-text';
import { isBlankHtml } from '../../../lib/rich-text/sanitize';
import { AiGenerateButton } from '../../../shared/ai/AiGenerateButton';
import { ContentModeSelect } from '../../../shared/ai/ContentModeSelect';
import type { CollectionFormApi } from './sections/types';

/**
 * §1, §7: "Generate collection info" writes the description and the SEO texts from the title. It asks
 * first when it would replace texts the merchant has written.
 */
export function GenerateInfoButton({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  const { generate, isPending } = useAiText(aiHelpers.collectionInfo);
  const [mode, setMode] = useState<ContentMode>('concise');

  const run = async () => {
    const outcome = await generate({
      collection_title: form.getValues('title'),
      content_mode: mode,
    });
    if (!outcome.ok) {
      showAiRefusal(outcome.fieldErrors, { collection_title: 'title' }, form.setError);
      return;
    }
    const written = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('description', outcome.result.description, written);
    form.setValue('meta_title', outcome.result.meta_title, written);
    form.setValue('meta_description', outcome.result.meta_description, written);
    toast.success(t('collections.ai.done'));
  };

  const wouldReplace = () => {
    const [description, metaTitle, metaDescription] = form.getValues([
      'description',
      'meta_title',
      'meta_description',
    ]);
    return !isBlankHtml(description) || metaTitle.trim() !== '' || metaDescription.trim() !== '';
  };

  return (
    <Flex align="end" gap="3" wrap="wrap">
      <ContentModeSelect value={mode} onChange={setMode} />
      <AiGenerateButton
        label={t('collections.ai.generate')}
        pending={isPending}
        wouldReplace={wouldReplace}
        replaceQuestion={{
          title: t('collections.ai.replaceTitle'),
          description: t('collections.ai.replaceDescription'),
        }}
        onGenerate={run}
      />
    </Flex>
  );
}
