import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@shop/ui';

export interface AiGenerateButtonProps {
  label: string;
  pending: boolean;
  /** Whether the text it writes would replace text the merchant has written (then it asks first). */
  wouldReplace: () => boolean;
  /** The translated question it asks first: what would be replaced, and by what. */
  replaceQuestion: { title: string; description: string };
  onGenerate: () => Promise<void>;
}

/** A button that runs an AI helper, asking first before it replaces written text. */
export function AiGenerateButton({
  label,
  pending,
  wouldReplace,
  replaceQuestion,
  onGenerate,
}: AiGenerateButtonProps) {
  const { t } = useTranslation('non-settings');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="soft"
        loading={pending}
        onClick={() => {
          if (wouldReplace()) setConfirming(true);
          else void onGenerate();
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={replaceQuestion.title}
        description={replaceQuestion.description}
        confirmLabel={t('ai.replaceConfirm')}
        cancelLabel={t('general:actions.cancel')}
        onConfirm={onGenerate}
      />
    </>
  );
}
