import { LazySelect } from '../LazySelect';
import { defaultDataTableMessages, useUiMessages } from '../messages';

/** The "Rows per page" select: small, soft and gray, its Radix code loaded on intent (LazySelect). */
export function PageSize({
  value,
  options,
  onChange,
  disabled,
}: {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  disabled: boolean;
}) {
  const messages = useUiMessages(defaultDataTableMessages);
  return (
    <LazySelect
      aria-label={messages.tablePageSize}
      size="1"
      variant="soft"
      color="gray"
      value={String(value)}
      options={options.map((size) => ({ value: String(size), label: String(size) }))}
      onValueChange={(next) => onChange(Number(next))}
      disabled={disabled}
    />
  );
}
