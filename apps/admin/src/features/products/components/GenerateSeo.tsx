import { useId, useState } from 'react';
import { Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CONTENT_MODES, type ContentMode } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { aiHelpers, useAiText } from '../../../lib/ai/use-ai-text';
import { applyFieldErrors } from '../../../lib/forms/server-errors';
import type { ProductFormApi } from '../form/use-product-form';
import { AiGenerateButton } from './AiGenerateButton';

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
  const lengthLabelId = useId();
  const { generate, isPending } = useAiText(aiHelpers.productSeo);
  const [mode, setMode] = useState<ContentMode>('concise');

  const run = async () => {
    const outcome = await generate({
      product_title: form.getValues('title'),
      content_mode: mode,
      ...(productId ? { product_id: productId } : {}),
    });
    if (!outcome.ok) {
      const unmatched = applyFieldErrors(
        outcome.fieldErrors,
        (field) => (field === 'product_title' ? 'title' : undefined),
        form.setError,
      );
      for (const message of unmatched) toast.error(message);
      return;
    }
    const written = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('seo_title', outcome.result.seo_title, written);
    form.setValue('seo_description', outcome.result.seo_description, written);
    toast.success(t('products.ai.seoDone'));
  };

  return (
    <Flex align="end" gap="3" wrap="wrap">
      <Flex direction="column" gap="1">
        <Text as="span" size="2" weight="medium" id={lengthLabelId}>
          {t('products.ai.length')}
        </Text>
        <Select.Root value={mode} onValueChange={(next) => setMode(next as ContentMode)}>
          <Select.Trigger aria-labelledby={lengthLabelId} />
          <Select.Content position="popper">
            {CONTENT_MODES.map((value) => (
              <Select.Item key={value} value={value}>
                {t(`products.ai.modes.${value}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <AiGenerateButton
        label={t('products.ai.generateSeo')}
        pending={isPending}
        wouldReplace={() => {
          const [title, description] = form.getValues(['seo_title', 'seo_description']);
          return title.trim() !== '' || description.trim() !== '';
        }}
        onGenerate={run}
      />
    </Flex>
  );
}
