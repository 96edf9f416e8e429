import type { LocaleSupplement } from '../locale-supplements';

/**
 * Azerbaijani (CLDR `az`) for runtimes whose ICU data lacks it: numbers as German writes them
 * ("1.234,50 $"), dates in the British order ("24 noy 2026, 14:05") with CLDR's month names.
 */
export const azLocaleSupplement: LocaleSupplement = {
  numbers: 'de-DE',
  dates: 'en-GB',
  monthsShort: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
  monthsLong: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avqust',
    'sentyabr',
    'oktyabr',
    'noyabr',
    'dekabr',
  ],
};
