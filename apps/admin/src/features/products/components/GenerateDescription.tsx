import { useId, useState, type KeyboardEvent } from 'react';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { showAiRefusal } from '../../../lib/ai/ai-refusal';
import { aiHelpers, currentProductValues, useAiText } from '../../../lib/ai/use-ai-text';
import { translateValidationMessage } from '../../../lib/i18n/zod-messages';
import { isBlankHtml } from '../../../lib/rich-text/sanitize';
import { AiGenerateButton } from '../../../shared/ai/AiGenerateButton';
import type { ProductFormApi } from '../form/product-form';
import * as styles from './product-form.css';

/**
 * §1, §7 "Generate description": writes the description from the title and what the merchant asks
 * for (`prompt_for_ai`), and from the product's own data once it exists. The text lands in the
 * description field, unsaved, so the merchant can edit it and Save. It is written from the form as it
 * is now (an unsaved price too) and in the interface language.
 */
export function GenerateDescription({
  form,
  productId,
}: {
  form: ProductFormApi;
  productId: string | undefined;
}) {
  const { t } = useTranslation('non-settings');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { generate, isPending } = useAiText(aiHelpers.productDescription);
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);

  const run = async () => {
    setPromptError(null);
    const outcome = await generate({
      product_title: form.getValues('title'),
      prompt_for_ai: prompt,
      ...currentProductValues(form.getValues()),
      ...(productId ? { product_id: productId } : {}),
    });
    if (!outcome.ok) {
      // The prompt is this component's own input: its message goes under it.
      showAiRefusal(
        outcome.fieldErrors.filter((error) => error.field !== 'prompt_for_ai'),
        { product_title: 'title' },
        form.setError,
      );
      const onPrompt = outcome.fieldErrors.find((error) => error.field === 'prompt_for_ai');
      if (onPrompt) setPromptError(translateValidationMessage(onPrompt.title));
      return;
    }
    form.setValue('description_html', outcome.result.description, {
      shouldDirty: true,
      shouldValidate: true,
    });
    toast.success(t('products.ai.descriptionDone'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter asks for the text; it must not submit the product form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isPending) void run();
  };

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {t('products.ai.promptLabel')}
      </Text>
      <Flex gap="2" align="start" wrap="wrap">
        <TextField.Root
          id={inputId}
          value={prompt}
          placeholder={t('products.ai.promptPlaceholder')}
          autoComplete="off"
          aria-invalid={promptError ? true : undefined}
          aria-describedby={promptError ? errorId : undefined}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
          className={styles.grow}
        />
        <AiGenerateButton
          label={t('products.ai.generateDescription')}
          pending={isPending}
          wouldReplace={() => !isBlankHtml(form.getValues('description_html'))}
          replaceQuestion={{
            title: t('products.ai.replaceTitle'),
            description: t('products.ai.replaceDescription'),
          }}
          onGenerate={run}
        />
      </Flex>
      {promptError ? (
        <Text id={errorId} size="1" color="red">
          {promptError}
        </Text>
      ) : null}
    </Flex>
  );
}
