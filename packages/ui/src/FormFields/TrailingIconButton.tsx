import type { ComponentProps } from 'react';
import { IconButton, TextField as RadixTextField } from '@radix-ui/themes';

/**
 * A small icon button at the end of a text input, so that the password field's show/hide toggle and
 * the combobox's list button look alike.
 */
export function TrailingIconButton(props: ComponentProps<typeof IconButton>) {
  return (
    <RadixTextField.Slot side="right">
      <IconButton type="button" size="1" variant="ghost" color="gray" {...props} />
    </RadixTextField.Slot>
  );
}
