import type { UiMessages } from '../messages';

/**
 * Azerbaijani kit messages for the Storybook "az" locale (the admin app ships its own translations via
 * i18next and passes them to UiMessagesProvider the same way).
 */
export const azUiMessages: UiMessages = {
  errorTitle: 'Nəsə səhv getdi',
  errorDescription:
    'Zəhmət olmasa, səhifəni yeniləyin. Problem davam edərsə, bu ünvanla əlaqə saxlayın:',
  errorRetry: 'Yenidən cəhd edin',
  permissionTitle: 'Bu səhifəyə daxil olmaq üçün icazə tələb olunur.',
  permissionDescription: 'İcazə almaq üçün hesab sahibinə e-poçt göndərərək icazə istəyin.',
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
  openNavigation: 'Naviqasiyanı aç',
  closeNavigation: 'Naviqasiyanı bağla',
  mainNavigation: 'Əsas naviqasiya',
  storeSwitcherLabel: 'Mağazalar',
  currentStore: 'Cari mağaza',
  manageStores: 'Mağazaları idarə et',
  profileMenuLabel: 'Profil menyusu',
  back: 'Geri',
  opensInNewTab: '(yeni vərəqdə açılır)',
  skipToContent: 'Əsas məzmuna keçin',
  notifications: 'Bildirişlər',
  dismiss: 'Bağla',
  loadingPage: 'Səhifə yüklənir',
};
