import { useRef, useState } from 'react';
import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Combobox, FormField, ShowMoreList } from '@shop/ui';
import { customerOptions, toPickedCustomer, type PickedCustomer } from '../form/customer-picks';
import { useCustomerSearch } from '../queries';
import * as styles from './customer-groups.css';

export interface CustomerPickerProps {
  label: string;
  description?: string;
  picked: PickedCustomer[];
  onChange: (picked: PickedCustomer[]) => void;
  /** A saved group: its members show in the search as already in it. Null while creating one. */
  groupId: string | null;
  /** A message about the picks as a whole (e.g. too many). */
  error?: string | undefined;
  /** Messages about single picks (e.g. a customer deleted meanwhile), by customer id. */
  pickErrors?: ReadonlyMap<string, string>;
  /** Receives the search input (e.g. react-hook-form's `field.ref`, to focus it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

function PickedRow({
  customer,
  error,
  onRemove,
}: {
  customer: PickedCustomer;
  error: string | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation('non-settings');
  return (
    <Flex align="center" justify="between" gap="3">
      <Flex direction="column" className={styles.pickedText}>
        <Text size="2" weight="medium" className={styles.truncate}>
          {customer.name}
        </Text>
        {customer.name !== customer.email ? (
          <Text size="1" color="gray" className={styles.truncate}>
            {customer.email}
          </Text>
        ) : null}
        {error ? (
          <Text size="1" color="red">
            {error}
          </Text>
        ) : null}
      </Flex>
      <Button
        type="button"
        size="1"
        variant="ghost"
        color="red"
        aria-label={t('customerGroups.picker.remove', { name: customer.name })}
        onClick={onRemove}
      >
        {t('general:actions.remove')}
      </Button>
    </Flex>
  );
}

/**
 * Customers chosen one search at a time (several in a row), listed below the search with a way to
 * take each back out. Nothing is saved here: the form or dialog around it saves the picks.
 */
export function CustomerPicker({
  label,
  description,
  picked,
  onChange,
  groupId,
  error,
  pickErrors,
  inputRef,
  onBlur,
  disabled,
}: CustomerPickerProps) {
  const { t } = useTranslation('non-settings');
  const [search, setSearch] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const found = useCustomerSearch(search, groupId);
  const options = customerOptions(found.customers, picked, found.memberIds, (customer) =>
    t('customerGroups.picker.alreadyMember', { email: customer.email }),
  );

  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };

  return (
    <Flex direction="column" gap="3">
      <FormField
        label={label}
        description={description ?? t('customerGroups.picker.hint')}
        error={error}
      >
        {(aria, { labelId }) => (
          <Combobox
            control={aria}
            labelId={labelId}
            inputRef={setInput}
            selectedLabel=""
            options={options}
            isLoading={found.isFetching}
            onSearchChange={setSearch}
            onPick={(option) => {
              const customer = found.customers.find((candidate) => candidate.id === option.value);
              if (!customer) return;
              const pick = toPickedCustomer(customer);
              onChange([...picked, pick]);
              setAnnouncement(t('customerGroups.picker.added', { name: pick.name }));
            }}
            onBlur={onBlur}
            placeholder={t('customerGroups.picker.placeholder')}
            disabled={disabled}
          />
        )}
      </FormField>
      <Text as="p" size="2" color="gray">
        {t('customerGroups.picker.count', { count: picked.length })}
      </Text>
      {picked.length > 0 ? (
        <ShowMoreList
          items={picked}
          getKey={(customer) => customer.id}
          label={t('customerGroups.picker.listLabel')}
          renderItem={(customer) => (
            <PickedRow
              customer={customer}
              error={pickErrors?.get(customer.id)}
              onRemove={() => {
                onChange(picked.filter((other) => other.id !== customer.id));
                setAnnouncement(t('customerGroups.picker.removed', { name: customer.name }));
                // The row and its button are gone: the focus goes back to the search.
                input.current?.focus();
              }}
            />
          )}
        />
      ) : null}
      {/* Picking and removing change the list out of view of the control used: say what happened. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Flex>
  );
}
