import { Button, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import * as styles from './security.css';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): each signs in once when
 * the app is not at hand. Copy puts them on the clipboard, one a line; Done hides them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.mfa.codes.copied'));
    } catch {
      toast.error(t('security.mfa.codes.copyFailed'));
    }
  };
  return (
    <FormSection title={t('security.mfa.codes.title')} description={t('security.mfa.codes.intro')}>
      <Callout.Root color="amber" role="note">
        <Callout.Text>{t('security.mfa.codes.once')}</Callout.Text>
      </Callout.Root>
      <ul className={styles.recoveryCodes} aria-label={t('security.mfa.codes.title')}>
        {codes.map((code) => (
          <li key={code}>
            <Text size="3">
              <Code variant="ghost">{code}</Code>
            </Text>
          </li>
        ))}
      </ul>
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" onClick={() => void copy()}>
          {t('security.mfa.codes.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('security.mfa.codes.done')}
        </Button>
      </Flex>
    </FormSection>
  );
}
