import { Button, Text, VisuallyHidden } from '@radix-ui/themes';
import { LazyPopup, lazyComponent, type PopupComponent } from '../lazy';
import { defaultDataTableMessages, useUiMessages } from '../messages';
import type { ColumnsMenuProps } from './ColumnsMenu';
import { SearchBox } from './SearchBox';
import { ThemesChevron } from '../lazy/ThemesChevron';
import type { DataTableProps } from './types';
import * as styles from './DataTable.css';

// The menu's Radix code loads when someone heads for the "Columns" button, not with every list.
const columnsMenuPopup = lazyComponent<PopupComponent<ColumnsMenuProps>>(
  () => import('./ColumnsMenu'),
);

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
  columnsMenu: ColumnsMenuProps | undefined;
}) {
  const messages = useUiMessages(defaultDataTableMessages);
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

/**
 * The "Columns" button: Radix Themes' soft gray Button with the chevron of its `DropdownMenu.TriggerIcon`
 * (the same SVG), so it looks the same before and after the menu's code has come.
 */
function ColumnsMenuButton(props: ColumnsMenuProps) {
  const messages = useUiMessages(defaultDataTableMessages);
  return (
    <LazyPopup
      popup={columnsMenuPopup}
      kind="menu"
      trigger={
        <Button type="button" variant="soft" color="gray">
          {messages.tableColumns}
          <ThemesChevron />
        </Button>
      }
      props={props}
    />
  );
}
