import { IconButton, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { defaultDataTableMessages, useUiMessages } from '../messages';
import { PageSize } from './PageSize';
import type { DataTablePaging } from './types';
import * as styles from './DataTable.css';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/**
 * Cursor paging under the table: where the page is ("21–40 of 600") when known, a "Rows per page"
 * select when the size can change, previous / next.
 */
export function Pager({
  paging,
  range,
  disabled,
}: {
  paging: DataTablePaging;
  range: string | undefined;
  disabled: boolean;
}) {
  const messages = useUiMessages(defaultDataTableMessages);
  const pageSizeOptions = paging.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const { pageSize, onPageSizeChange } = paging;
  return (
    <div className={styles.pager}>
      {onPageSizeChange && pageSize !== undefined ? (
        <div className={styles.pageSize}>
          <Text as="span" size="2" color="gray" aria-hidden>
            {messages.tablePageSize}
          </Text>
          <PageSize
            value={pageSize}
            options={pageSizeOptions}
            onChange={onPageSizeChange}
            disabled={disabled}
          />
        </div>
      ) : null}
      {range ? (
        <Text as="p" size="2" color="gray" className={styles.range}>
          {range}
        </Text>
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
