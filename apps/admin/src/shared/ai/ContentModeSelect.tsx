import { useId } from 'react';
import { Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CONTENT_MODES, type ContentMode } from '@shop/admin-api';

/** The "Length" an AI helper writes at (`content_mode`): short or detailed. */
export function ContentModeSelect({
  value,
  onChange,
}: {
  value: ContentMode;
  onChange: (mode: ContentMode) => void;
}) {
  const { t } = useTranslation('non-settings');
  const labelId = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="span" size="2" weight="medium" id={labelId}>
        {t('ai.length')}
      </Text>
      <Select.Root value={value} onValueChange={(next) => onChange(next as ContentMode)}>
        <Select.Trigger aria-labelledby={labelId} />
        <Select.Content position="popper">
          {CONTENT_MODES.map((mode) => (
            <Select.Item key={mode} value={mode}>
              {t(`ai.modes.${mode}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
