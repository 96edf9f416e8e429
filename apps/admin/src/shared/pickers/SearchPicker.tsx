import { useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { Combobox, FormField, ShowMoreList, type ComboboxOption } from '@shop/ui';

export interface SearchPickerProps<Item> {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  placeholder: string;
  disabled?: boolean | undefined;
  /** The form field's ref (the search input takes the focus of an error) and blur. */
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  /** What the search found, the chosen ones left out. */
  options: ComboboxOption[];
  isLoading: boolean;
  /** What is typed while the list is open; null when it closes. */
  onSearchChange: (text: string | null) => void;
  /** Adds the option; returns what to announce ("Blue shirt added"). */
  onPick: (option: ComboboxOption) => string;
  /** The chosen ones, in order. */
  items: Item[];
  getKey: (item: Item) => string;
  /** Names the list of the chosen ones. */
  listLabel: string;
  /** "3 chosen". */
  count: string;
  /** Removes one (its title as its row shows it); returns what to announce. */
  onRemove: (item: Item, title: string) => string;
  /** A chosen one's row; `remove(title)` removes it (PickedRow is the usual row). */
  renderItem: (item: Item, remove: (title: string) => void) => ReactNode;
}

/**
 * Choosing many of the shop's things one at a time: a search adds one, each chosen one has its
 * Remove, only the first rows show until "Show more". A discount code's products or collections and
 * a manual collection's products are chosen with it. Adding and removing change the list out of
 * view of the control used, so each says what happened in a status; after a removal (its row and
 * button gone) the focus goes back to the search.
 */
export function SearchPicker<Item>({
  label,
  description,
  error,
  placeholder,
  disabled,
  inputRef,
  onBlur,
  options,
  isLoading,
  onSearchChange,
  onPick,
  items,
  getKey,
  listLabel,
  count,
  onRemove,
  renderItem,
}: SearchPickerProps<Item>) {
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const remove = (item: Item, title: string) => {
    setAnnouncement(onRemove(item, title));
    input.current?.focus();
  };

  return (
    <Flex direction="column" gap="3">
      <FormField label={label} description={description} error={error}>
        {(aria, { labelId }) => (
          <Combobox
            control={aria}
            labelId={labelId}
            inputRef={(element) => {
              inputRef(element);
              input.current = element;
            }}
            selectedLabel=""
            options={options}
            isLoading={isLoading}
            onSearchChange={onSearchChange}
            onPick={(option) => setAnnouncement(onPick(option))}
            onBlur={onBlur}
            placeholder={placeholder}
            disabled={disabled}
          />
        )}
      </FormField>
      <Text as="p" size="2" color="gray">
        {count}
      </Text>
      {items.length > 0 ? (
        <ShowMoreList
          items={items}
          getKey={getKey}
          label={listLabel}
          renderItem={(item) => renderItem(item, (title) => remove(item, title))}
        />
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Flex>
  );
}

/** A chosen one's row: its title and its Remove (named after the title for screen readers). */
export function PickedRow({
  title,
  removeLabel,
  removeText,
  onRemove,
}: {
  title: string;
  /** "Remove Blue shirt". */
  removeLabel: string;
  /** "Remove". */
  removeText: string;
  onRemove: () => void;
}) {
  return (
    <Flex align="center" justify="between" gap="3">
      <Text size="2">{title}</Text>
      <Button
        type="button"
        size="1"
        variant="ghost"
        color="red"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        {removeText}
      </Button>
    </Flex>
  );
}
