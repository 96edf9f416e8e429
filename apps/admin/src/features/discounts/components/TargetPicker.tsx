import { useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Combobox, FormField, ShowMoreList } from '@shop/ui';
import { errorStatus } from '../../../lib/http/errors';
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
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const found = useTargetSearch(kind, search);
  const picked = field.value;
  const pickedIds = new Set(picked.map((target) => target.id));
  const options = (found.data ?? [])
    .filter((target) => !pickedIds.has(target.id))
    .map((target) => ({ value: target.id, label: target.title }));
  const forbidden = errorStatus(found.error) === 403;

  return (
    <Flex direction="column" gap="3">
      <FormField
        label={t(kind === 'products' ? 'picker.productsLabel' : 'picker.collectionsLabel')}
        description={forbidden ? t('picker.forbidden') : undefined}
        error={fieldState.error?.message}
      >
        {(aria, { labelId }) => (
          <Combobox
            control={aria}
            labelId={labelId}
            inputRef={(element) => {
              field.ref(element);
              input.current = element;
            }}
            selectedLabel=""
            options={options}
            isLoading={found.isFetching}
            onSearchChange={setSearch}
            onPick={(option) => {
              field.onChange([...picked, { id: option.value, title: option.label }]);
              setAnnouncement(t('picker.added', { title: option.label }));
            }}
            onBlur={field.onBlur}
            placeholder={t('picker.placeholder')}
            disabled={field.disabled}
          />
        )}
      </FormField>
      <Text as="p" size="2" color="gray">
        {t('picker.count', { count: picked.length })}
      </Text>
      {picked.length > 0 ? (
        <ShowMoreList
          items={picked}
          getKey={(target) => target.id}
          label={t(kind === 'products' ? 'fields.appliesProducts' : 'fields.appliesCollections')}
          renderItem={(target) => (
            <Flex align="center" justify="between" gap="3">
              <Text size="2">{target.title}</Text>
              <Button
                type="button"
                size="1"
                variant="ghost"
                color="red"
                aria-label={t('picker.remove', { title: target.title })}
                onClick={() => {
                  field.onChange(picked.filter((other) => other.id !== target.id));
                  setAnnouncement(t('picker.removed', { title: target.title }));
                  // The row and its button are gone: the focus goes back to the search.
                  input.current?.focus();
                }}
              >
                {t('general:actions.remove')}
              </Button>
            </Flex>
          )}
        />
      ) : null}
      {/* Adding and removing change the list out of view of the control used: say what happened. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Flex>
  );
}
