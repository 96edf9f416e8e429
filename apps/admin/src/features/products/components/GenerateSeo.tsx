import { useState } from 'react';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ContentMode } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { showAiRefusal } from '../../../lib/ai/ai-refusal';
import { aiHelpers, currentProductValues, useAiText } from '../../../lib/ai/use-ai-text';
import { AiGenerateButton } from '../../../shared/ai/AiGenerateButton';
import { ContentModeSelect } from '../../../shared/ai/ContentModeSelect';
import type { ProductFormApi } from '../form/product-form';

/**
 * §1, §7 "Generate SEO": writes the SEO title and description from the title (`product_title`), short
 * or fuller (`content_mode`). The texts land in their fields, unsaved.
 */
export function GenerateSeo({
  form,
  productId,
}: {
  form: ProductFormApi;
  productId: string | undefined;
}) {
  const { t } = useTranslation('non-settings');
  const { generate, isPending } = useAiText(aiHelpers.productSeo);
  const [mode, setMode] = useState<ContentMode>('concise');

  const run = async () => {
    const outcome = await generate({
      product_title: form.getValues('title'),
      content_mode: mode,
      ...currentProductValues(form.getValues()),
      ...(productId ? { product_id: productId } : {}),
    });
    if (!outcome.ok) {
      showAiRefusal(outcome.fieldErrors, { product_title: 'title' }, form.setError);
      return;
    }
    const written = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('meta_title', outcome.result.meta_title, written);
    form.setValue('meta_description', outcome.result.meta_description, written);
    toast.success(t('products.ai.seoDone'));
  };

  return (
    <Flex align="end" gap="3" wrap="wrap">
      <ContentModeSelect value={mode} onChange={setMode} />
      <AiGenerateButton
        label={t('products.ai.generateSeo')}
        pending={isPending}
        wouldReplace={() => {
          const [title, description] = form.getValues(['meta_title', 'meta_description']);
          return title.trim() !== '' || description.trim() !== '';
        }}
        replaceQuestion={{
          title: t('products.ai.replaceTitle'),
          description: t('products.ai.replaceDescription'),
        }}
        onGenerate={run}
      />
    </Flex>
  );
}
