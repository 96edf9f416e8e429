import { useState } from 'react';
import { Button, DropdownMenu } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type ShopPolicyKind } from '@shop/admin-api';
import { ConfirmDialog, ChevronDownIcon } from '@shop/ui';
import { queryClient } from '../../../../lib/query-client/query-client';
import { shopPolicyTemplateQuery } from '../queries';

/**
 * "Start from a template": the kind's template in English or Azerbaijani, the shop's name and
 * e-mail filled in by the server. It goes into the editor (nothing is saved until Save); text
 * already there is replaced only after the merchant agrees.
 */
export function TemplateMenu({
  kind,
  hasText,
  onTemplate,
}: {
  kind: ShopPolicyKind;
  /** Whether the editor holds text the template would replace. */
  hasText: boolean;
  onTemplate: (html: string) => void;
}) {
  const { t } = useTranslation('settings');
  const [pending, setPending] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const choose = async (language: Language) => {
    setLoading(true);
    try {
      const template = await queryClient.fetchQuery(shopPolicyTemplateQuery(kind, language));
      if (hasText) setPending(template.body);
      else onTemplate(template.body);
    } catch {
      // The query client has reported it (a toast); the editor keeps its text.
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button type="button" variant="soft" loading={loading}>
            {t('policies.template.start')}
            <ChevronDownIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {LANGUAGES.map((language) => (
            <DropdownMenu.Item key={language} onSelect={() => void choose(language)}>
              {t(`policies.template.languages.${language}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('policies.template.replaceTitle')}
        description={t('policies.template.replaceDescription')}
        confirmLabel={t('policies.template.replace')}
        cancelLabel={t('general:actions.cancel')}
        onConfirm={() => {
          if (pending !== null) onTemplate(pending);
          setPending(null);
        }}
      />
    </>
  );
}
