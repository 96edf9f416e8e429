import { DropdownMenu } from '@radix-ui/themes';
import type { PopupTriggerProps } from '../lazy';
import { toggleHidden } from './selection';
import type { DataTableColumn } from './types';

/** The columns a "Columns" menu may show and hide, and which are hidden now. */
export interface ColumnsMenuProps {
  columns: readonly Pick<DataTableColumn<never>, 'id' | 'header' | 'hideable'>[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/**
 * The "Columns" menu's Radix code, loaded with `import()` when someone heads for its button (see
 * Toolbar): one checkbox item per column that may be hidden.
 */
export default function ColumnsMenu({
  trigger,
  columns,
  hidden,
  onChange,
}: ColumnsMenuProps & PopupTriggerProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {columns
          .filter((column) => column.hideable !== false)
          .map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={!hidden.includes(column.id)}
              onCheckedChange={(checked) => onChange(toggleHidden(hidden, column.id, checked))}
              // Keep the menu open to change several columns in a row.
              onSelect={(event) => event.preventDefault()}
            >
              {column.header}
            </DropdownMenu.CheckboxItem>
          ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
