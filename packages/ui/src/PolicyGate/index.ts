export { PolicyGate } from './PolicyGate';
export type { PolicyGateProps } from './PolicyGate';
