import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import { TextField } from '@radix-ui/themes';
import { SearchIcon } from '../icons';
import * as styles from './DataTable.css';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}

/**
 * A controlled search field that only reports what the user typed after a 300 ms pause (Enter reports at
 * once), so a list is not re-fetched on every keystroke. A change of `value` from outside (back button,
 * "clear filters") replaces the draft, unless it is merely the echo of what this box just sent.
 */
export function SearchBox({ value, onChange, placeholder, label }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [lastSent, setLastSent] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== lastSent) {
      setDraft(value);
      setLastSent(value);
    }
  }

  const send = useEffectEvent((next: string) => {
    setLastSent(next);
    onChange(next);
  });

  useEffect(() => {
    if (draft === lastSent) return undefined;
    const timer = setTimeout(() => send(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, lastSent]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft !== lastSent) {
      event.preventDefault();
      setLastSent(draft);
      onChange(draft);
    }
  };

  return (
    <TextField.Root
      type="search"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      aria-label={label}
      className={styles.search}
    >
      <TextField.Slot>
        <SearchIcon />
      </TextField.Slot>
    </TextField.Root>
  );
}
