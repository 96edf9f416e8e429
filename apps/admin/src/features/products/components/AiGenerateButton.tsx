import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@shop/ui';

export interface AiGenerateButtonProps {
  label: string;
  pending: boolean;
  /** Whether the text it writes would replace text the merchant has written (then it asks first). */
  wouldReplace: () => boolean;
  onGenerate: () => Promise<void>;
}

/** A button that runs an AI helper, asking first before it replaces written text. */
export function AiGenerateButton({
  label,
  pending,
  wouldReplace,
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
        title={t('products.ai.replaceTitle')}
        description={t('products.ai.replaceDescription')}
        confirmLabel={t('products.ai.replaceConfirm')}
        cancelLabel={t('products.ai.replaceCancel')}
        onConfirm={onGenerate}
      />
    </>
  );
}
