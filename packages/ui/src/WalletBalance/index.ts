export { WalletBalance } from './WalletBalance';
export type { WalletBalanceProps } from './WalletBalance';
