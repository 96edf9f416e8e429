import { useId } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { LazySelect } from '@shop/ui';

/** Radix Select has no empty item value: "any" travels as this and never reaches the URL. */
const ANY = '__any';

export interface ListFilterSelectProps {
  /** Visible label, e.g. "Status". */
  label: string;
  /** The filter's value; undefined: unset ("any"). */
  value: string | undefined;
  options: { value: string; label: string }[];
  /** The choice that clears the filter, e.g. "All statuses". */
  anyLabel: string;
  onChange: (value: string | undefined) => void;
}

/** One filter of a list (e.g. its status), labelled, with a choice that clears it. */
export function ListFilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: ListFilterSelectProps) {
  const labelId = useId();
  return (
    <Flex align="center" gap="2">
      <Text as="span" id={labelId} size="2" weight="medium">
        {label}
      </Text>
      <LazySelect
        aria-labelledby={labelId}
        value={value ?? ANY}
        options={[{ value: ANY, label: anyLabel }, ...options]}
        onValueChange={(next) => onChange(next === ANY ? undefined : next)}
        position="popper"
      />
    </Flex>
  );
}
