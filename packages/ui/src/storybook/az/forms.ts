import type { FormMessages } from '../../messages/parts/forms';

export const azFormMessages: FormMessages = {
  showPassword: 'Şifrəni göstər',
  hidePassword: 'Şifrəni gizlət',
  selectPlaceholder: 'Seçin…',
  comboboxNoResults: 'Uyğun nəticə yoxdur',
  comboboxShowOptions: 'Seçimləri göstər',
  referenceSelectClear: 'Seçimi təmizlə',
  slugRule:
    'Kiçik hərflər və rəqəmlərdən istifadə edin, aralarında tək - və ya _ ola bilər; ən azı 5 simvol.',
  secretSaved:
    'Yadda saxlanılıb. Yalnız son simvolları göstərilir; yenisini daxil etmək üçün onu əvəz edin.',
  secretReplace: 'Əvəz et',
  secretKeep: 'Saxlanılanı saxla',
  secretShow: 'Göstər',
  secretHide: 'Gizlət',
  confirm: 'Təsdiqlə',
  cancel: 'Ləğv et',
  unsavedTitle: 'Yadda saxlanmamış dəyişikliklərlə çıxılsın?',
  unsavedDescription:
    'Hələ yadda saxlanmamış dəyişiklikləriniz var. İndi çıxsanız, onlar itəcək; ya da əvvəlcə onları yadda saxlayın.',
  unsavedLeave: 'Çıx',
  unsavedSave: 'Dəyişiklikləri yadda saxla',
  unsavedKeepEditing: 'Redaktəyə davam et',
  saveBarLabel: 'Dəyişiklikləri yadda saxla və ya ləğv et',
  saveBarUnsaved: 'Yadda saxlanmamış dəyişikliklər',
  saveBarSave: 'Yadda saxla',
  saveBarDiscard: 'Ləğv et',
  conflictTitle: 'Başqası dəyişiklikləri yadda saxlayıb',
  conflictDescription:
    'Siz açandan sonra bunu başqası dəyişib yadda saxlayıb. Onun versiyasının üzərinə yazmaq üçün öz versiyanızı saxlayın, ya da onunkunu götürün və öz düzəlişlərinizdən imtina edin.',
  conflictKeepMine: 'Mənimkini saxla',
  conflictTakeTheirs: 'Onunkunu götür',
  settingsNavigation: 'Tənzimləmələr naviqasiyası',
  closeSettings: 'Tənzimləmələri bağla',
  showMore: 'Daha çox göstər',
  showLess: 'Daha az göstər',
};
