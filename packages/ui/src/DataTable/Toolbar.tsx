import { Button, DropdownMenu, Text, VisuallyHidden } from '@radix-ui/themes';
import { useUiMessages } from '../messages';
import { SearchBox } from './SearchBox';
import { toggleHidden } from './selection';
import type { DataTableColumn, DataTableProps } from './types';
import * as styles from './DataTable.css';

/** The columns a "Columns" menu may show and hide, and which are hidden now. */
export interface ColumnsMenu {
  columns: readonly Pick<DataTableColumn<never>, 'id' | 'header' | 'hideable'>[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/**
 * Above the table: the search box, the result count (a live status) and the "Columns" menu, each when
 * asked for. Without any of them the status is still there for screen readers, visually hidden.
 */
export function Toolbar({
  search,
  status,
  showStatus,
  columnsMenu,
}: {
  search: DataTableProps<unknown>['search'];
  /** "Loading…", "{n} results" or nothing. */
  status: string;
  showStatus: boolean;
  columnsMenu: ColumnsMenu | undefined;
}) {
  const messages = useUiMessages();
  if (!search && !showStatus && !columnsMenu) {
    return <VisuallyHidden role="status">{status}</VisuallyHidden>;
  }
  return (
    <div className={styles.toolbar}>
      {search ? (
        <SearchBox
          value={search.value}
          onChange={search.onChange}
          placeholder={search.placeholder ?? messages.tableSearchPlaceholder}
          label={messages.tableSearchLabel}
        />
      ) : null}
      <Text as="p" size="2" color="gray" role="status" className={styles.count}>
        {status}
      </Text>
      {columnsMenu ? <ColumnsMenuButton {...columnsMenu} /> : null}
    </div>
  );
}

function ColumnsMenuButton({ columns, hidden, onChange }: ColumnsMenu) {
  const messages = useUiMessages();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray">
          {messages.tableColumns}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
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
