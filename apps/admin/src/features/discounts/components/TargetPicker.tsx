import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../lib/http/errors';
import { PickedRow, SearchPicker } from '../../../shared/pickers/SearchPicker';
import type { CouponFormOutput, CouponFormValues } from '../form/coupon-form';
import { useTargetSearch } from '../queries';

/**
 * The collections or the products a code applies to: a search adds one at a time, each chosen one
 * has its Remove. The choices are saved with the form.
 */
export function TargetPicker({
  control,
  kind,
}: {
  control: Control<CouponFormValues, unknown, CouponFormOutput>;
  kind: 'collections' | 'products';
}) {
  const { t } = useTranslation('discounts');
  const { field, fieldState } = useController({ control, name: kind });
  const [search, setSearch] = useState<string | null>(null);
  const found = useTargetSearch(kind, search);
  const picked = field.value;
  const pickedIds = new Set(picked.map((target) => target.id));
  const options = (found.data ?? [])
    .filter((target) => !pickedIds.has(target.id))
    .map((target) => ({ value: target.id, label: target.title }));
  const forbidden = errorStatus(found.error) === 403;

  return (
    <SearchPicker
      label={t(kind === 'products' ? 'picker.productsLabel' : 'picker.collectionsLabel')}
      description={forbidden ? t('picker.forbidden') : undefined}
      error={fieldState.error?.message}
      placeholder={t('picker.placeholder')}
      disabled={field.disabled}
      inputRef={field.ref}
      onBlur={field.onBlur}
      options={options}
      isLoading={found.isFetching}
      onSearchChange={setSearch}
      onPick={(option) => {
        field.onChange([...picked, { id: option.value, title: option.label }]);
        return t('picker.added', { title: option.label });
      }}
      items={picked}
      getKey={(target) => target.id}
      listLabel={t(kind === 'products' ? 'fields.appliesProducts' : 'fields.appliesCollections')}
      count={t('picker.count', { count: picked.length })}
      onRemove={(target) => {
        field.onChange(picked.filter((other) => other.id !== target.id));
        return t('picker.removed', { title: target.title });
      }}
      renderItem={(target, remove) => (
        <PickedRow
          title={target.title}
          removeLabel={t('picker.remove', { title: target.title })}
          removeText={t('general:actions.remove')}
          onRemove={() => remove(target.title)}
        />
      )}
    />
  );
}
