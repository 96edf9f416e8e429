import { useId } from 'react';
import { Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Location } from '@shop/admin-api';

export interface LocationSwitcherProps {
  locations: Location[];
  /** The location shown; undefined when the URL named one that does not exist. */
  value: string | undefined;
  onChange: (locationId: string) => void;
}

/** Which location's stock the screen shows; the default location is marked. */
export function LocationSwitcher({ locations, value, onChange }: LocationSwitcherProps) {
  const { t } = useTranslation('non-settings');
  const labelId = useId();
  return (
    <Flex align="center" gap="2">
      <Text as="span" id={labelId} size="2" weight="medium">
        {t('general:fields.location')}
      </Text>
      <Select.Root value={value ?? ''} onValueChange={onChange}>
        <Select.Trigger aria-labelledby={labelId} placeholder={t('general:fields.location')} />
        <Select.Content position="popper">
          {locations.map((location) => (
            <Select.Item key={location.id} value={location.id}>
              {location.is_default
                ? t('inventory.defaultLocation', { name: location.name })
                : location.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
