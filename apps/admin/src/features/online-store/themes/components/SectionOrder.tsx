import { Text } from '@radix-ui/themes';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ThemeSection } from '@shop/admin-api';
import { SortableList, type SortableListLabels } from '@shop/ui';
import type { CustomizeControl } from '../form/customize-form';
import { localized } from '../localized';

/** The order of the home page's sections, changed by dragging a handle or with the keyboard. */
export function SectionOrder({
  control,
  sections,
}: {
  control: CustomizeControl;
  sections: readonly ThemeSection[];
}) {
  const { t, i18n } = useTranslation('themes');
  const { field } = useController({ control, name: 'section_order' });
  const order: string[] = Array.isArray(field.value) ? field.value : [];
  const items = order
    .map((id) => sections.find((section) => section.id === id))
    .filter((section) => section !== undefined);
  const nameOf = (section: ThemeSection) => localized(section.name, i18n.language);
  const labels: SortableListLabels = {
    handle: (name) => t('order.handle', { name }),
    instructions: t('order.instructions'),
    pickedUp: (name, position, count) => t('order.pickedUp', { name, position, count }),
    movedTo: (name, position, count) => t('order.movedTo', { name, position, count }),
    dropped: (name, position, count) => t('order.dropped', { name, position, count }),
    cancelled: (name, position, count) => t('order.cancelled', { name, position, count }),
  };
  return (
    <SortableList
      items={items}
      getKey={(section) => section.id}
      getName={nameOf}
      renderItem={(section) => <Text size="2">{nameOf(section)}</Text>}
      onReorder={(next) => field.onChange(next.map((section) => section.id))}
      label={t('customize.homeSections')}
      labels={labels}
      disabled={field.disabled}
    />
  );
}
