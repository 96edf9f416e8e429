import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TextField } from '@radix-ui/themes';
import { useCombobox, type ComboboxOption } from '../Combobox';
import { FormField } from '../FormFields/FormField';
import { TrailingIconButton } from '../FormFields/TrailingIconButton';
import { ChevronDownIcon, CloseIcon } from '../icons';
import { defaultDataTableMessages, defaultFormMessages, useUiMessages } from '../messages';
import { listWindow, ROW_HEIGHT, scrollToShow, viewHeight } from './list-window';
import { indexOptions, matchOptions } from './match-options';
import type { ReferenceOption, ReferenceSelectProps } from './types';
import * as styles from './ReferenceSelect.css';

// Its list says "Loading…" as a table does.
const MESSAGES = {
  ...defaultFormMessages,
  tableLoading: defaultDataTableMessages.tableLoading,
};

/** A reference option as the combobox behaviour takes it. */
type Choice = ComboboxOption & { option: ReferenceOption };

/**
 * A searchable single choice from a long reference list (countries, a country's states, time
 * zones, currencies), labelled like every kit field. Typing filters and ranks the options (the code
 * itself first, then labels that start with the text, accents ignored); ArrowDown opens the list
 * on the chosen option, ArrowUp / ArrowDown / PageUp / PageDown / Home / End move, Enter picks,
 * Escape closes and restores the chosen label. Only the rows in view are drawn, so a list of 400
 * opens and scrolls as fast as one of 4.
 */
export function ReferenceSelect({
  label,
  description,
  error,
  id,
  ...control
}: ReferenceSelectProps) {
  return (
    <FormField label={label} description={description} error={error} id={id}>
      {(aria, { labelId }) => (
        <ReferenceCombobox {...control} controlProps={aria} labelId={labelId} />
      )}
    </FormField>
  );
}

type ComboboxControlProps = Omit<ReferenceSelectProps, 'label' | 'description' | 'error' | 'id'> & {
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  labelId: string;
};

function ReferenceCombobox({
  options,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  inputRef,
  placeholder,
  isLoading = false,
  clearable = false,
  controlProps,
  labelId,
}: ComboboxControlProps) {
  const messages = useUiMessages(MESSAGES);
  const indexed = useMemo(() => indexOptions(options), [options]);
  const [query, setQuery] = useState('');
  const matches = useMemo(
    (): Choice[] =>
      matchOptions(indexed, query).map((option) => ({
        value: option.id,
        label: option.label,
        option,
      })),
    [indexed, query],
  );
  const chosen = value ? options.find((option) => option.id === value) : undefined;
  const combobox = useCombobox<Choice>({
    options: matches,
    selectedValue: value ?? undefined,
    // Until the options arrive, the chosen code stands in for its name.
    selectedLabel: chosen?.label ?? value ?? '',
    onPick: (choice) => onChange(choice.option.id),
    onSearchChange: (text) => setQuery(text ?? ''),
    onBlur,
  });

  const list = useRef<HTMLUListElement | null>(null);
  const activeIndex = combobox.activeOption ? matches.indexOf(combobox.activeOption) : -1;
  const count = matches.length;
  const { open } = combobox;
  // The list's scroll offset, and what it was last set for. A list opens at the top and so does a
  // new search; a move of the active option scrolls it into view (it must be drawn for
  // aria-activedescendant to name it), while a scroll by the user leaves the active option be.
  const [view, setView] = useState({ top: 0, active: -1, query: '', open: false });
  let top = view.top;
  if (view.active !== activeIndex || view.query !== query || view.open !== open) {
    if (!open || view.query !== query || !view.open) top = 0;
    if (open && activeIndex >= 0) top = scrollToShow(activeIndex, top, count);
    setView({ top, active: activeIndex, query, open });
  }
  useLayoutEffect(() => {
    if (list.current && list.current.scrollTop !== top) list.current.scrollTop = top;
  });

  const { first, end } = listWindow(count, top);
  const showClear = clearable && !!value && !disabled;

  return (
    <div className={styles.root}>
      <TextField.Root
        {...controlProps}
        {...combobox.inputProps}
        ref={inputRef}
        name={name}
        placeholder={placeholder}
        disabled={disabled}
      >
        {showClear ? (
          <TrailingIconButton
            tabIndex={-1}
            aria-label={messages.referenceSelectClear}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChange(null)}
          >
            <CloseIcon />
          </TrailingIconButton>
        ) : null}
        <TrailingIconButton
          tabIndex={-1}
          aria-label={messages.comboboxShowOptions}
          disabled={disabled}
          // Keep the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={combobox.toggle}
        >
          <ChevronDownIcon />
        </TrailingIconButton>
      </TextField.Root>
      {open ? (
        <ul
          ref={list}
          id={combobox.listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-busy={isLoading || undefined}
          className={styles.listbox}
          style={{ blockSize: count ? viewHeight(count) : undefined }}
          onScroll={(event) => {
            const scrolled = event.currentTarget.scrollTop;
            setView((current) => ({ ...current, top: scrolled }));
          }}
        >
          {count === 0 ? (
            <li role="presentation" className={styles.status}>
              {isLoading ? messages.tableLoading : messages.comboboxNoResults}
            </li>
          ) : (
            <>
              <Spacer rows={first} />
              {matches.slice(first, end).map((choice, offset) => (
                <li
                  key={choice.value}
                  id={combobox.optionId(choice)}
                  role="option"
                  aria-selected={choice.value === value}
                  aria-setsize={count}
                  aria-posinset={first + offset + 1}
                  data-active={choice === combobox.activeOption ? '' : undefined}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => combobox.pick(choice)}
                >
                  <span className={styles.label}>{choice.label}</span>
                  {choice.option.hint ? (
                    <span className={styles.hint}>{choice.option.hint}</span>
                  ) : null}
                </li>
              ))}
              <Spacer rows={count - end} />
            </>
          )}
        </ul>
      ) : null}
    </div>
  );
}

/** Stands in for rows not drawn, so the list scrolls as if they were all there. */
function Spacer({ rows }: { rows: number }) {
  if (rows <= 0) return null;
  return <li role="presentation" aria-hidden style={{ blockSize: rows * ROW_HEIGHT }} />;
}
