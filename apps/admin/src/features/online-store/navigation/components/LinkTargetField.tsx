import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuRecordLinkType } from '@shop/admin-api';
import { Combobox, FormField } from '@shop/ui';
import { errorStatus } from '../../../../lib/http/errors';
import type { ItemFormValues, ItemOutput } from '../form/menu-form';
import { LINK_TYPE_LABEL_KEYS } from '../link-type-labels';
import { useLinkTargetSearch } from '../queries';

/**
 * The collection, product or page an item links to: a search of the shop's records by title; the
 * pick is kept with its title (the menu shows it).
 */
export function LinkTargetField({
  control,
  type,
  onPick,
}: {
  control: Control<ItemFormValues, unknown, ItemOutput>;
  type: MenuRecordLinkType;
  onPick: (target: { id: string; title: string }) => void;
}) {
  const { t } = useTranslation('navigation');
  const { field, fieldState } = useController({ control, name: 'target_id' });
  const title = useController({ control, name: 'target_title' }).field.value;
  const [search, setSearch] = useState<string | null>(null);
  const found = useLinkTargetSearch(type, search);
  const options = (found.data ?? []).map((target) => ({ value: target.id, label: target.title }));
  const forbidden = errorStatus(found.error) === 403;

  return (
    <FormField
      label={t(LINK_TYPE_LABEL_KEYS[type])}
      description={forbidden ? t('menus.link.forbidden') : undefined}
      error={fieldState.error?.message}
    >
      {(aria, { labelId }) => (
        <Combobox
          control={aria}
          labelId={labelId}
          inputRef={field.ref}
          selectedValue={field.value}
          selectedLabel={title}
          options={options}
          isLoading={found.isFetching}
          onSearchChange={setSearch}
          onPick={(option) => onPick({ id: option.value, title: option.label })}
          onBlur={field.onBlur}
          placeholder={t('menus.link.searchPlaceholder')}
        />
      )}
    </FormField>
  );
}
