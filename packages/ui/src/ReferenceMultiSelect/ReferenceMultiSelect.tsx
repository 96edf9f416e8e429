import { useId, useRef } from 'react';
import { IconButton } from '@radix-ui/themes';
import { CloseIcon } from '../icons';
import { ReferenceSelect } from '../ReferenceSelect';
import type { ReferenceMultiSelectProps } from './types';
import * as styles from './ReferenceMultiSelect.css';

/**
 * A searchable choice of several options from a long reference list (the countries a tax rate
 * applies in, say): a ReferenceSelect that adds each pick to the chosen ones, listed under it as
 * chips, each with a button that takes it off. The list leaves out what is chosen already. Taking
 * a chip off moves the focus to the next chip (the previous one after the last, the input after
 * the only one), so a keyboard user keeps their place.
 */
export function ReferenceMultiSelect({
  label,
  description,
  error,
  id,
  options,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  inputRef,
  placeholder,
  isLoading,
  removeLabel,
}: ReferenceMultiSelectProps) {
  const generatedId = useId();
  const inputId = id ?? `multi${generatedId}`;
  const chips = useRef<HTMLUListElement | null>(null);
  const chosen = new Set(value);
  const labels = new Map(options.map((option) => [option.id, option.label]));
  const labelOf = (optionId: string) => labels.get(optionId) ?? optionId;

  const remove = (index: number) => {
    const buttons = chips.current?.querySelectorAll('button') ?? [];
    const next = buttons[index + 1] ?? buttons[index - 1];
    onChange(value.filter((_, i) => i !== index));
    (next ?? document.getElementById(inputId))?.focus();
  };

  return (
    <div className={styles.root}>
      <ReferenceSelect
        id={inputId}
        label={label}
        description={description}
        error={error}
        options={options.filter((option) => !chosen.has(option.id))}
        value={null}
        onChange={(picked) => {
          if (picked && !chosen.has(picked)) onChange([...value, picked]);
        }}
        onBlur={onBlur}
        name={name}
        disabled={disabled}
        placeholder={placeholder}
        isLoading={isLoading}
        inputRef={inputRef}
      />
      {value.length > 0 ? (
        // Named by the field's label (FormField's label id): "Countries, list, 2 items".
        <ul ref={chips} className={styles.chips} aria-labelledby={`${inputId}-label`}>
          {value.map((optionId, index) => (
            <li key={optionId} className={styles.chip}>
              <span>{labelOf(optionId)}</span>
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                radius="full"
                aria-label={removeLabel(labelOf(optionId))}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
