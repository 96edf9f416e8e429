import {
  EMAIL_IN_USE,
  MFA_CODE_FORMAT,
  MFA_CODE_INCORRECT,
  MFA_CODE_REQUIRED,
  PASSWORD_INCORRECT,
  COLOR_INVALID,
  DOMAIN_INVALID,
  DOMAIN_LIMIT,
  DOMAIN_ON_PLATFORM,
  DOMAIN_TAKEN,
  HANDLE_TAKEN,
  FULFILL_LINE_DONE,
  FULFILL_LINE_REPEATED,
  FULFILL_NO_LINES,
  FULFILL_QUANTITY_MIN,
  FULFILL_TOO_MANY,
  FULFILL_UNKNOWN_LINE,
  INVALID_STATS_DATE,
  ORDER_NOTE_TOO_LONG,
  TRACKING_URL_INVALID,
  CUSTOMER_GROUP_NAME_TAKEN,
  CHOOSE_A_PERMISSION,
  STAFF_DETAILS_OWN,
  STAFF_EMAIL_TAKEN,
  MAX_PRODUCT_VARIANTS,
  PRICE_TOO_PRECISE,
  AMOUNT_TOO_PRECISE,
  SUBCATEGORY_PARENT_REQUIRED,
  UNKNOWN_CUSTOMER,
  URL_INVALID,
  TIMEZONE_INVALID,
  CURRENCY_INVALID,
  UPLOAD_MESSAGES,
  uploadTooLargeMessage,
  COUNTRY_MESSAGE,
  STATE_MESSAGE,
  TAX_RATE_MESSAGES,
  SHIPPING_MESSAGES,
  PICKUP_MESSAGES,
  INTEGRATION_VALUE_MIN_MESSAGE,
  NAVIGATION_MESSAGES,
  DISCOUNT_MESSAGES,
  THEME_MESSAGES,
} from '@shop/admin-api';
import { i18n } from './i18n';
import { formatNumber } from './number-format';

/**
 * The contract's schemas carry English messages (the server sends the same ones in `errors[].title`).
 * The app shows them through the validation namespace instead.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  Required: 'required',
  'Enter a valid email': 'email',
  'Enter a valid phone number': 'phone',
  'Enter your password': 'password',
  'Enter old password': 'oldPassword',
  // The account's password and two-step sign-in (contract and server).
  [PASSWORD_INCORRECT]: 'incorrectPassword',
  [EMAIL_IN_USE]: 'emailInUse',
  [MFA_CODE_FORMAT]: 'mfaCodeFormat',
  [MFA_CODE_INCORRECT]: 'mfaCodeIncorrect',
  [MFA_CODE_REQUIRED]: 'mfaCodeRequired',
  'Invalid input': 'invalid',
  'Enter a whole number': 'wholeNumber',
  'Enter a price': 'price',
  'The price cannot be negative': 'priceNegative',
  'The price is too high': 'priceTooHigh',
  'Another variant already uses this SKU': 'skuTaken',
  'Another variant has the same option values': 'sameOptionValues',
  'This product has no options': 'noOptions',
  [SUBCATEGORY_PARENT_REQUIRED]: 'subcategoryParentRequired',
  'An automated collection needs at least one condition': 'conditionsRequired',
  'Enter a price in minor units (a whole number, 0 or more)': 'conditionPrice',
  'Use letters, digits and single - or _ between them': 'slugPattern',
  'Another collection already uses this handle': 'collectionHandleTaken',
  'Unknown parent collection': 'unknownParentCollection',
  'A collection cannot be placed inside itself or one of its sub-collections': 'parentInsideItself',
  'Unknown product': 'unknownProduct',
  'Unknown image': 'unknownImage',
  // Products (contract and server) and uploads.
  [AMOUNT_TOO_PRECISE]: 'amountTooPrecise',
  [PRICE_TOO_PRECISE]: 'priceTooPrecise',
  'The description is too long': 'descriptionTooLong',
  'Add at least one value': 'optionValuesRequired',
  'Another option has this name': 'optionNameTaken',
  'This value is already listed': 'optionValueRepeated',
  'This variant is listed twice': 'variantRepeated',
  'Another variant has this SKU': 'skuTaken',
  'Not a variant of this product': 'notAVariant',
  'This image is already in the gallery': 'imageRepeated',
  [uploadTooLargeMessage('image')]: 'maxSize2MB',
  [uploadTooLargeMessage('theme')]: 'maxSize5MB',
  [UPLOAD_MESSAGES.invalidType]: 'uploadInvalidType',
  [UPLOAD_MESSAGES.empty]: 'uploadEmpty',
  [UPLOAD_MESSAGES.tooMany]: 'uploadTooMany',
  [UPLOAD_MESSAGES.missing]: 'uploadMissing',
  // Orders (contract and server).
  [ORDER_NOTE_TOO_LONG]: 'orderNoteTooLong',
  [FULFILL_NO_LINES]: 'fulfillNoLines',
  [FULFILL_TOO_MANY]: 'fulfillTooMany',
  [FULFILL_QUANTITY_MIN]: 'fulfillQuantityMin',
  [FULFILL_LINE_REPEATED]: 'fulfillLineRepeated',
  [FULFILL_UNKNOWN_LINE]: 'fulfillUnknownLine',
  [FULFILL_LINE_DONE]: 'fulfillLineDone',
  [TRACKING_URL_INVALID]: 'trackingUrl',
  [INVALID_STATS_DATE]: 'statsDate',
  // Customer groups (contract and server).
  'Choose at least one customer': 'chooseCustomer',
  [CUSTOMER_GROUP_NAME_TAKEN]: 'customerGroupNameTaken',
  [UNKNOWN_CUSTOMER]: 'unknownCustomer',
  // Domains and brand (contract and server); §5 "URL already taken" word for word.
  [HANDLE_TAKEN]: 'urlTaken',
  [DOMAIN_INVALID]: 'domainInvalid',
  [DOMAIN_TAKEN]: 'domainTaken',
  [DOMAIN_ON_PLATFORM]: 'domainOnPlatform',
  [DOMAIN_LIMIT]: 'domainLimit',
  [COLOR_INVALID]: 'colorInvalid',
  // The shop's general settings (contract and server).
  [URL_INVALID]: 'urlInvalid',
  [TIMEZONE_INVALID]: 'timezoneFromList',
  [CURRENCY_INVALID]: 'currencyFromList',
  // Locations and tax rates (contract and server).
  [COUNTRY_MESSAGE]: 'countryFromList',
  [STATE_MESSAGE]: 'stateOfCountry',
  [TAX_RATE_MESSAGES.rateRequired]: 'taxRateRequired',
  [TAX_RATE_MESSAGES.rateZero]: 'taxRateZero',
  [TAX_RATE_MESSAGES.rateNegative]: 'taxRateNegative',
  [TAX_RATE_MESSAGES.countriesRequired]: 'chooseCountries',
  [TAX_RATE_MESSAGES.countryRepeated]: 'countryRepeated',
  // Shipping zones, rates and local pickup (contract and server); §5's words for the weights.
  [SHIPPING_MESSAGES.minBelowMaxWeight]: 'shippingMinBelowMaxWeight',
  [SHIPPING_MESSAGES.minBelowMaxOrderValue]: 'shippingMinBelowMaxOrderValue',
  [SHIPPING_MESSAGES.amount]: 'shippingAmount',
  [SHIPPING_MESSAGES.amountTooHigh]: 'shippingAmountTooHigh',
  [SHIPPING_MESSAGES.freeAbove]: 'shippingFreeAbove',
  [SHIPPING_MESSAGES.weight]: 'shippingWeight',
  [SHIPPING_MESSAGES.weightTooHigh]: 'shippingWeightTooHigh',
  [SHIPPING_MESSAGES.stateRepeated]: 'shippingStateRepeated',
  [SHIPPING_MESSAGES.ratesRequired]: 'shippingRatesRequired',
  [SHIPPING_MESSAGES.zoneNameTaken]: 'shippingZoneNameTaken',
  [SHIPPING_MESSAGES.countryInOtherZone]: 'shippingCountryInOtherZone',
  [SHIPPING_MESSAGES.stateInOtherZone]: 'shippingStateInOtherZone',
  [SHIPPING_MESSAGES.unknownZone]: 'shippingUnknownZone',
  [SHIPPING_MESSAGES.unknownRate]: 'shippingUnknownRate',
  [SHIPPING_MESSAGES.idRepeated]: 'shippingIdRepeated',
  [PICKUP_MESSAGES.needsOnlineOrders]: 'pickupNeedsOnlineOrders',
  // Staff (contract and server).
  [CHOOSE_A_PERMISSION]: 'choosePermission',
  [STAFF_EMAIL_TAKEN]: 'staffEmailTaken',
  [STAFF_DETAILS_OWN]: 'staffDetailsOwn',
  // Integrations (contract and server): §5's rule in its words.
  [INTEGRATION_VALUE_MIN_MESSAGE]: 'integrationValueMin',
  // Navigation menus (contract and server); a taken page handle is §5's "URL already taken".
  [NAVIGATION_MESSAGES.tooDeep]: 'navigationTooDeep',
  [NAVIGATION_MESSAGES.tooManyItems]: 'navigationTooManyItems',
  [NAVIGATION_MESSAGES.urlOrPath]: 'navigationUrlOrPath',
  [NAVIGATION_MESSAGES.chooseTarget]: 'navigationChooseTarget',
  [NAVIGATION_MESSAGES.unknownCollection]: 'navigationUnknownCollection',
  [NAVIGATION_MESSAGES.unknownProduct]: 'navigationUnknownProduct',
  [NAVIGATION_MESSAGES.unknownPage]: 'navigationUnknownPage',
  // Discount codes (contract and server); 'Unknown product' and a repeated id are the catalog's.
  [DISCOUNT_MESSAGES.codePattern]: 'discountCodePattern',
  [DISCOUNT_MESSAGES.codeTaken]: 'discountCodeTaken',
  [DISCOUNT_MESSAGES.valueRequired]: 'discountValueRequired',
  [DISCOUNT_MESSAGES.amountNegative]: 'discountAmountNegative',
  [DISCOUNT_MESSAGES.amountZero]: 'discountAmountZero',
  [DISCOUNT_MESSAGES.validToBeforeFrom]: 'discountValidToBeforeFrom',
  [DISCOUNT_MESSAGES.minimumRequired]: 'discountMinimumRequired',
  [DISCOUNT_MESSAGES.chooseCollections]: 'discountChooseCollections',
  [DISCOUNT_MESSAGES.chooseProducts]: 'discountChooseProducts',
  [DISCOUNT_MESSAGES.chooseGroup]: 'discountChooseGroup',
  [DISCOUNT_MESSAGES.unknownCollection]: 'discountUnknownCollection',
  [DISCOUNT_MESSAGES.unknownGroup]: 'discountUnknownGroup',
  [DISCOUNT_MESSAGES.limitBelowUsed]: 'discountLimitBelowUsed',
  [DISCOUNT_MESSAGES.chooseCodes]: 'discountChooseCodes',
  // Theme settings (contract and server); an unknown collection or product is the catalog's.
  [THEME_MESSAGES.color]: 'themeColor',
  [THEME_MESSAGES.link]: 'themeLink',
  [THEME_MESSAGES.option]: 'themeOption',
  [THEME_MESSAGES.range]: 'themeRange',
  [THEME_MESSAGES.unknownSetting]: 'themeUnknownSetting',
  [THEME_MESSAGES.unknownSection]: 'themeUnknownSection',
  [THEME_MESSAGES.sectionOrder]: 'themeSectionOrder',
  [THEME_MESSAGES.unknownImage]: 'themeUnknownImage',
};

/** Contract and server messages that carry a number, e.g. "At most 255 characters", "At least -1000000". */
const MESSAGES_WITH_A_NUMBER: [RegExp, string, (n: number) => Record<string, unknown>][] = [
  // The server says how many are left: "More than is left to fulfil (2)".
  [new RegExp(`^${FULFILL_TOO_MANY} \\((\\d+)\\)$`), 'fulfillTooManyLeft', (n) => ({ count: n })],
  [/^At most (-?\d+) characters$/, 'tooLong', (n) => ({ count: n })],
  [/^At most (-?\d+)$/, 'tooBig', (n) => ({ max: formatNumber(n) })],
  [/^At least (-?\d+)$/, 'tooSmall', (n) => ({ min: formatNumber(n) })],
  [/^At least (\d+) characters$/, 'tooShort', (n) => ({ count: n })],
  // A new password's length rule (PASSWORD_TOO_SHORT).
  [/^Must be at least (\d+) characters$/, 'tooShort', (n) => ({ count: n })],
  [/^Collections nest at most (\d+) levels deep$/, 'collectionsTooDeep', (n) => ({ count: n })],
  [/^At most (\d+) values$/, 'tooManyValues', (n) => ({ count: n })],
  [/^At most (\d+) options$/, 'tooManyOptions', (n) => ({ count: n })],
  [/^At most (\d+) variants$/, 'tooManyVariants', (n) => ({ count: n })],
  [/^At most (\d+) images$/, 'tooManyImages', (n) => ({ count: n })],
  [
    /^These options make (\d+) variants; at most \d+ are allowed$/,
    'optionsMakeTooManyVariants',
    (n) => ({ count: n, max: MAX_PRODUCT_VARIANTS }),
  ],
  [/^Give one value for each of the (\d+) options$/, 'oneValuePerOption', (n) => ({ count: n })],
  [/^Keep the name under (\d+) characters$/, 'customerGroupNameTooLong', (n) => ({ count: n })],
  [
    /^Keep the description under (\d+) characters$/,
    'customerGroupDescriptionTooLong',
    (n) => ({ count: n }),
  ],
  [/^Add at most (\d+) customers at once$/, 'tooManyCustomersAtOnce', (n) => ({ count: n })],
  [/^Use at most (\d+) decimal places$/, 'taxRateDecimals', (n) => ({ count: n })],
];

/** A field message from the contract, the server or zod, in the current language. */
export function translateValidationMessage(message: string | undefined): string {
  if (!message) return i18n.t('validation:invalid');
  const key = CONTRACT_MESSAGES[message];
  // The contract's English stands in until the translations are there (or where one is missing).
  if (key) return i18n.t(`validation:${key}`, { defaultValue: message }) || message;
  for (const [pattern, key, params] of MESSAGES_WITH_A_NUMBER) {
    const match = pattern.exec(message);
    if (match)
      return (
        i18n.t(`validation:${key}`, { ...params(Number(match[1])), defaultValue: message }) ||
        message
      );
  }
  return message;
}
