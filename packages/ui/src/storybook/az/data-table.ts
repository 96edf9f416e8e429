import type { DataTableMessages } from '../../messages/parts/data-table';

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
  tableCount: (count) => `${count.toLocaleString('az-Latn-AZ')} nəticə`,
  tableCountCapped: (count) => `${count.toLocaleString('az-Latn-AZ')}+ nəticə`,
  tableRange: (from, to, count, capped) =>
    `${from.toLocaleString('az-Latn-AZ')}–${to.toLocaleString('az-Latn-AZ')}` +
    (count === undefined ? '' : `, cəmi ${count.toLocaleString('az-Latn-AZ')}${capped ? '+' : ''}`),
  tableSelectAll: 'Hamısını seç',
  tableSelectRow: 'Sətri seç',
  tableSelectedCount: (count) => `${count.toLocaleString('az-Latn-AZ')} seçilib`,
  tableDiscardSelection: 'Ləğv et',
  tableColumns: 'Sütunlar',
  tablePageSize: 'Səhifədə sətir sayı',
};
