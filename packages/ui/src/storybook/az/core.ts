import type { CoreMessages } from '../../messages/parts/core';

export const azCoreMessages: CoreMessages = {
  errorTitle: 'Nəsə səhv getdi',
  errorDescription:
    'Zəhmət olmasa, səhifəni yeniləyin. Problem davam edərsə, bu ünvanla əlaqə saxlayın:',
  errorRetry: 'Yenidən cəhd edin',
  permissionTitle: 'Bu səhifəyə daxil olmaq üçün icazə tələb olunur.',
  permissionDescription: 'İcazə almaq üçün hesab sahibinə e-poçt göndərərək icazə istəyin.',
  permissionOwner: 'Hesab sahibi:',
  openNavigation: 'Naviqasiyanı aç',
  closeNavigation: 'Naviqasiyanı bağla',
  mainNavigation: 'Əsas naviqasiya',
  storeSwitcherLabel: 'Mağazalar',
  currentStore: 'Cari mağaza',
  manageStores: 'Mağazaları idarə et',
  profileMenuLabel: 'Profil menyusu',
  back: 'Geri',
  opensInNewTab: '(yeni vərəqdə açılır)',
  sidebarNoPermission: 'Bunu açmaq üçün icazə lazımdır. Hesab sahibinə müraciət edin.',
  skipToContent: 'Əsas məzmuna keçin',
  notifications: 'Bildirişlər',
  dismiss: 'Bağla',
  loadingPage: 'Səhifə yüklənir',
  offline: 'internet bağlantınız yoxdur',
  backOnline: 'internet bağlantısı bərpa olundu',
};
