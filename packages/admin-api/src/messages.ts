/**
 * The contract's words (the messages its schemas and the server give) and the limits they name, with
 * no schema in this module: the app's table of translated messages (apps/admin zod-messages.ts)
 * imports them from here, and so loads on any page without building every schema of the contract.
 * Each part of the contract re-exports its own.
 */

// account.ts
/** The password a sign-in or a change of e-mail was given is not the account's. */
export const PASSWORD_INCORRECT = 'Incorrect password';
export const EMAIL_IN_USE = 'This email is already in use';

// security.ts
/** A six-digit code from an authenticator app. */
export const MFA_CODE_FORMAT = 'Enter the 6-digit code';
/** The code (or recovery code) does not match. */
export const MFA_CODE_INCORRECT = 'Incorrect code';
/** Neither an app code nor a recovery code was given. */
export const MFA_CODE_REQUIRED = 'Enter a code from your app or a recovery code';

// brand.ts
export const COLOR_INVALID = 'Enter a colour as # and six hex digits, e.g. #1a7f5a';

// domains.ts
/** §5 "URL already taken": another shop has this handle (or the platform keeps it for itself). */
export const HANDLE_TAKEN = 'URL already taken';
export const DOMAIN_INVALID = 'Enter a domain such as shop.example.com';
export const DOMAIN_TAKEN = 'This domain is already connected to a shop';
export const DOMAIN_ON_PLATFORM = "An address on the platform's domain is the shop's handle";
export const DOMAIN_LIMIT = 'Remove a domain before adding another';

// orders.ts
export const INVALID_STATS_DATE = 'Enter a date as DD-MM-YYYY';
export const ORDER_NOTE_TOO_LONG = 'Keep the note under 5000 characters';
export const FULFILL_NO_LINES = 'Choose at least one item to fulfil';
/** The server adds what is left: "More than is left to fulfil (2)". */
export const FULFILL_TOO_MANY = 'More than is left to fulfil';
export const FULFILL_QUANTITY_MIN = 'Enter a quantity of at least 1';
export const FULFILL_LINE_REPEATED = 'Each line may appear once';
export const FULFILL_UNKNOWN_LINE = 'No such line in this order';
export const FULFILL_LINE_DONE = 'Already fulfilled';
export const TRACKING_URL_INVALID = 'Enter a link starting with http:// or https://';

// customer-groups.ts
export const CUSTOMER_GROUP_NAME_TAKEN = 'Another customer group already uses this name';
export const UNKNOWN_CUSTOMER = 'No such customer in this shop';

// staff.ts
export const CHOOSE_A_PERMISSION = 'Choose at least one permission';
// Refusals a screen shows on a field or as the message.
export const STAFF_EMAIL_TAKEN = 'This person is already a member of this shop or invited to it';
export const STAFF_DETAILS_OWN =
  'A member who has joined changes their own name and e-mail in their account settings';

// products.ts
export const MAX_PRODUCT_VARIANTS = 100;
/**
 * A price arrives in minor units: a fraction of one means it was typed with more decimals than the
 * shop's currency has ("12.345" in USD). Refused, never rounded behind the merchant's back.
 */
export const PRICE_TOO_PRECISE = 'This price has more decimals than the currency has';
/** The same for every other amount of money a merchant types (discounts, shipping, payments). */
export const AMOUNT_TOO_PRECISE = 'This amount has more decimals than the currency has';

// collections.ts
/** §5: the exact message of the sub-collection rule. */
export const SUBCATEGORY_PARENT_REQUIRED =
  'Parent collection is required when marking as sub-collection';

// shop-general.ts
export const URL_INVALID = 'Enter a valid URL';
export const TIMEZONE_INVALID = 'Choose a time zone from the list';
export const CURRENCY_INVALID = 'Choose a currency from the list';

// taxes.ts
export const TAX_RATE_DECIMALS = 3;
/** The tax rate form's messages (§5: rate present and non-zero, country required). */
export const TAX_RATE_MESSAGES = {
  rateRequired: 'Enter a rate',
  rateZero: 'The rate cannot be zero',
  rateNegative: 'The rate cannot be negative',
  rateDecimals: `Use at most ${TAX_RATE_DECIMALS} decimal places`,
  countriesRequired: 'Choose at least one country',
  countryRepeated: 'This country is already listed',
} as const;

// settings-shipping.ts
export const SHIPPING_WEIGHT_DECIMALS = 3;
export const SHIPPING_MESSAGES = {
  /** §5, word for word. */
  minBelowMaxWeight: 'min must be less than max weight',
  minBelowMaxOrderValue: 'min must be less than max order value',
  price: 'Enter a price',
  amount: 'Enter an amount of 0 or more',
  amountTooHigh: 'The amount is too high',
  freeAbove: 'Enter an amount above 0',
  weight: 'Enter a weight of 0 or more',
  weightTooHigh: 'The weight is too high',
  /** The same words as a tax rate's decimals, so both translate alike. */
  weightDecimals: `Use at most ${SHIPPING_WEIGHT_DECIMALS} decimal places`,
  countriesRequired: 'Choose at least one country',
  countryRepeated: 'This country is already listed',
  stateRepeated: 'This state is already listed',
  ratesRequired: 'Add at least one rate',
  zoneNameTaken: 'Another zone has this name',
  countryInOtherZone: 'This country is already in another zone',
  stateInOtherZone: 'This state is already in another zone',
  unknownZone: 'This zone no longer exists: reload the page',
  unknownRate: 'This rate no longer exists: reload the page',
  idRepeated: 'This id is listed twice',
} as const;

// settings-shipping-pickup.ts
export const PICKUP_MESSAGES = {
  needsOnlineOrders:
    'Pickup needs a location that fulfils online orders: turn that on in the location’s settings first',
} as const;

// settings-integrations.ts
/** §5's rule in its words, on the value field (the server sends the same in `errors[].title`). */
export const INTEGRATION_VALUE_MIN_MESSAGE = 'Value must be at least 3 characters';

// navigation.ts
/** A menu nests at most this many levels (§7: a tree up to three levels). */
export const MENU_MAX_DEPTH = 3;
/** Items one menu may hold in all its levels. */
export const MENU_ITEMS_MAX = 200;
/** The navigation rules' messages: one list for the contract, the server and the app's translations. */
export const NAVIGATION_MESSAGES = {
  tooDeep: `Menus nest at most ${MENU_MAX_DEPTH} levels deep`,
  tooManyItems: `A menu holds at most ${MENU_ITEMS_MAX} items`,
  urlOrPath: 'Enter a URL starting with http:// or https://, or a path starting with /',
  chooseTarget: 'Choose what the item links to',
  unknownCollection: 'This collection does not exist any more',
  unknownProduct: 'This product does not exist any more',
  unknownPage: 'This page does not exist any more',
  /** §5 "URL already taken", word for word: another page of the shop has this handle. */
  handleTaken: HANDLE_TAKEN,
} as const;

// discounts.ts
/** The discount rules' messages: one list for the contract, the server and the app's translations. */
export const DISCOUNT_MESSAGES = {
  codePattern: 'Use letters, digits, - and _ only',
  codeTaken: 'Another discount code already uses this code',
  valueRequired: 'Enter a value',
  amountNegative: 'The amount cannot be negative',
  amountZero: 'The amount cannot be zero',
  validToBeforeFrom: 'Valid to must be after valid from',
  minimumRequired: 'Enter the minimum',
  chooseCollections: 'Choose at least one collection',
  chooseProducts: 'Choose at least one product',
  chooseGroup: 'Choose a customer group',
  unknownCollection: 'Unknown collection',
  unknownProduct: 'Unknown product',
  unknownGroup: 'Unknown customer group',
  limitBelowUsed: 'The limit cannot be below the times already used',
  chooseCodes: 'Choose at least one discount code',
  repeated: 'This value is already listed',
} as const;

// themes.ts
/** The messages of the setting rules: one list for the contract, the server and the app. */
export const THEME_MESSAGES = {
  color: 'Enter a colour as #rrggbb',
  link: 'Enter a URL (https://…) or a path starting with /',
  option: 'Choose one of the options',
  range: 'Out of range',
  unknownSetting: 'This theme has no such setting',
  unknownSection: 'This theme has no such section',
  sectionOrder: 'List every section of the home page once',
  unknownCollection: 'Unknown collection',
  unknownProduct: 'Unknown product',
  unknownImage: 'Choose an image uploaded to this shop',
} as const;
