import { IconButton, Select, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { useUiMessages } from '../messages';
import type { DataTablePaging } from './types';
import * as styles from './DataTable.css';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** Cursor paging under the table: previous / next, and a "Rows per page" select when it can change. */
export function Pager({ paging, disabled }: { paging: DataTablePaging; disabled: boolean }) {
  const messages = useUiMessages();
  const pageSizeOptions = paging.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const showPageSize = !!paging.onPageSizeChange && paging.pageSize !== undefined;
  return (
    <div className={styles.pager}>
      {showPageSize ? (
        <div className={styles.pageSize}>
          <Text as="span" size="2" color="gray" aria-hidden>
            {messages.tablePageSize}
          </Text>
          <Select.Root
            size="1"
            value={String(paging.pageSize)}
            onValueChange={(value) => paging.onPageSizeChange?.(Number(value))}
            disabled={disabled}
          >
            <Select.Trigger aria-label={messages.tablePageSize} variant="soft" color="gray" />
            <Select.Content>
              {pageSizeOptions.map((size) => (
                <Select.Item key={size} value={String(size)}>
                  {size}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
      ) : null}
      <IconButton
        variant="soft"
        color="gray"
        aria-label={messages.tablePreviousPage}
        disabled={!paging.hasPrevious || disabled}
        onClick={paging.onPrevious}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        variant="soft"
        color="gray"
        aria-label={messages.tableNextPage}
        disabled={!paging.hasNext || disabled}
        onClick={paging.onNext}
      >
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
