import { formatNumber } from '../../format/intl-formats';
import type { DataTableMessages } from '../../messages/parts/data-table';

/** "1.500": `toLocaleString('az')` writes "1,500" where the browser lacks Azerbaijani data. */
const azNumber = (value: number) => formatNumber(value, 'az');

export const azDataTableMessages: DataTableMessages = {
  tableSearchPlaceholder: 'Axtarış',
  tableSearchLabel: 'Axtarış',
  tableNextPage: 'Növbəti səhifə',
  tablePreviousPage: 'Əvvəlki səhifə',
  tableLoading: 'Yüklənir…',
  tableEmptyTitle: 'Göstəriləcək heç nə yoxdur',
  tableNoResultsTitle: 'Nəticə tapılmadı',
  tableNoResultsDescription: 'Başqa axtarış sözü yoxlayın.',
  tableErrorTitle: 'yükləmək alınmadı',
  tableRetry: 'Yenidən cəhd edin',
  tableSortAscending: 'Artan sıra ilə çeşidlənib',
  tableSortDescending: 'Azalan sıra ilə çeşidlənib',
  tableCount: (n) => `${azNumber(n)} nəticə`,
  tableCountCapped: (n) => `${azNumber(n)}+ nəticə`,
  tableRange: (from, to, count, capped) =>
    `${azNumber(from)}–${azNumber(to)}` +
    (count === undefined ? '' : `, cəmi ${azNumber(count)}${capped ? '+' : ''}`),
  tableSelectAll: 'Hamısını seç',
  tableSelectRow: 'Sətri seç',
  tableSelectedCount: (n) => `${azNumber(n)} seçilib`,
  tableDiscardSelection: 'Ləğv et',
  tableColumns: 'Sütunlar',
  tablePageSize: 'Səhifədə sətir sayı',
};
