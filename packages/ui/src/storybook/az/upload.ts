import type { UploadMessages } from '../../messages/parts/upload';

export const azUploadMessages: UploadMessages = {
  uploadDropImages: 'Şəkilləri bura sürükləyib buraxın və ya seçmək üçün klikləyin',
  uploadDropImage: 'Şəkli bura sürükləyib buraxın və ya seçmək üçün klikləyin',
  uploadDropHere: 'Yükləmək üçün buraxın',
  uploadDropRejected: 'Bu fayllar yüklənə bilməz',
  uploadHint: (maxMegabytes) => `PNG, JPEG, WebP, AVIF və ya SVG, ${maxMegabytes} MB-dək`,
  uploadInvalidType: 'Fayl növü PNG, JPEG, WebP, AVIF və ya SVG olmalıdır.',
  uploadMaxSize2MB: 'Maksimum ölçü 2 MB olmalıdır.',
  uploadMaxSize5MB: 'Maksimum ölçü 5 MB olmalıdır.',
  uploadFileTooSmall: 'Fayl boşdur.',
  uploadTooManyFiles: (max) =>
    max === 1 ? 'Yalnız bir fayl yükləmək olar.' : `Ən çoxu ${max} şəkil yükləyə bilərsiniz.`,
  uploadUploading: 'Yüklənir...',
  uploadTryAgain: 'Zəhmət olmasa, yenidən cəhd edin.',
  uploadFailed: 'Yükləmə alınmadı',
  uploadRetry: 'Yenidən yüklə',
  uploadCancel: 'Yükləməni ləğv et',
  uploadDiscard: 'Faylı sil',
  galleryLabel: 'Şəkillər',
  galleryImageAlt: (position, count) => `Şəkil ${position} / ${count}`,
  galleryDefaultBadge: 'Əsas',
  gallerySetDefault: 'Əsas şəkil et',
  galleryDelete: 'Sil',
  galleryReorder: 'Yerini dəyiş',
  galleryDragInstructions:
    'Yerini dəyişmək üçün şəkli Boşluq düyməsi ilə götürün, ox düymələri ilə hərəkət etdirin, sonra Boşluq və ya Enter ilə buraxın, ləğv etmək üçün Escape düyməsini basın.',
  galleryPickedUp: (position, count) => `Şəkil götürüldü: mövqe ${position} / ${count}.`,
  galleryMovedTo: (position, count) => `Şəkil ${position} / ${count} mövqeyinə keçirildi.`,
  galleryDropped: (position, count) => `Şəkil ${position} / ${count} mövqeyinə qoyuldu.`,
  galleryCancelled: (position, count) =>
    `Yerdəyişmə ləğv edildi. Şəkil yenidən ${position} / ${count} mövqeyindədir.`,
  singleImageAlt: 'Yüklənmiş şəkil',
  singleRemove: 'Şəkli sil',
};
