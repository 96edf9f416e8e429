export { formatMoney, USD } from './formatMoney';
export type { CurrencyInfo } from './formatMoney';
export { formatDate, toIsoString } from './formatDate';
export type { FormatDateOptions } from './formatDate';
export { Money } from './Money';
export type { MoneyProps } from './Money';
export { DateTime } from './DateTime';
export type { DateTimeProps } from './DateTime';
