export { formatMoney, USD } from './format-money';
export type { CurrencyInfo } from './format-money';
export { formatDate, toIsoString } from './format-date';
export type { FormatDateOptions } from './format-date';
export { Money } from './Money';
export type { MoneyProps } from './Money';
export { DateTime } from './DateTime';
export type { DateTimeProps } from './DateTime';
