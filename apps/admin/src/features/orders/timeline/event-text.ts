import type { OrderEvent } from '@shop/admin-api';
import { webLink } from '../format';

/** What a timeline entry says: a translation key (under `orders.timeline`) and its values. */
export interface EventText {
  key: string;
  /** `amount` in minor units of the shop currency (the caller formats it), `count` of items. */
  values: { amount?: number; count?: number };
}

export interface EventTracking {
  company: string | null;
  number: string | null;
  /** Only an http(s) address: the link is followed by a click. */
  url: string | null;
}

const numberIn = (data: Record<string, unknown>, key: string): number | undefined => {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const textIn = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * The sentence of an event. Its `data` is free-form (older entries may lack a field), so each detail
 * is used only when it is there and of the right kind.
 */
export function eventText(event: OrderEvent): EventText {
  const amount = numberIn(event.data, 'amount');
  const count = numberIn(event.data, 'quantity');
  switch (event.type) {
    case 'paid':
      return amount === undefined
        ? { key: 'paid', values: {} }
        : { key: 'paidAmount', values: { amount } };
    case 'refunded':
      return amount === undefined
        ? { key: 'refunded', values: {} }
        : { key: 'refundedAmount', values: { amount } };
    case 'fulfilled':
      return count === undefined
        ? { key: 'fulfilled', values: {} }
        : { key: 'fulfilledCount', values: { count } };
    default:
      return { key: event.type, values: {} };
  }
}

/** The tracking of a fulfilment event, or null when it has none. */
export function eventTracking(event: OrderEvent): EventTracking | null {
  if (event.type !== 'fulfilled') return null;
  const company = textIn(event.data, 'tracking_company');
  const number = textIn(event.data, 'tracking_number');
  const url = textIn(event.data, 'tracking_url');
  if (!company && !number && !url) return null;
  return { company, number, url: webLink(url) };
}
