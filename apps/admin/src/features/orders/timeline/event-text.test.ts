import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@shop/admin-api';
import { eventText, eventTracking } from './event-text';

const event = (type: OrderEvent['type'], data: Record<string, unknown> = {}): OrderEvent => ({
  id: 'evt_1',
  type,
  author_name: null,
  data,
  created_at: 1_700_000_000,
});

describe('timeline entries', () => {
  it('say the amount paid or refunded, and how many items went out, when the event has them', () => {
    expect(eventText(event('paid', { amount: 1299 }))).toEqual({
      key: 'paidAmount',
      values: { amount: 1299 },
    });
    expect(eventText(event('paid'))).toEqual({ key: 'paid', values: {} });
    expect(eventText(event('refunded', { amount: 500 }))).toEqual({
      key: 'refundedAmount',
      values: { amount: 500 },
    });
    expect(eventText(event('fulfilled', { quantity: 3 }))).toEqual({
      key: 'fulfilledCount',
      values: { count: 3 },
    });
    // A detail of the wrong kind is left out rather than shown wrong.
    expect(eventText(event('fulfilled', { quantity: '3' }))).toEqual({
      key: 'fulfilled',
      values: {},
    });
    expect(eventText(event('note_changed'))).toEqual({ key: 'note_changed', values: {} });
  });

  it('give the tracking of a fulfilment, linking only to a web address', () => {
    expect(
      eventTracking(
        event('fulfilled', {
          tracking_company: 'UPS',
          tracking_number: '1Z999',
          tracking_url: 'https://ups.example/1Z999',
        }),
      ),
    ).toEqual({ company: 'UPS', number: '1Z999', url: 'https://ups.example/1Z999' });
    expect(
      eventTracking(event('fulfilled', { tracking_number: '1Z', tracking_url: 'javascript:x' })),
    ).toEqual({ company: null, number: '1Z', url: null });
    expect(eventTracking(event('fulfilled', { tracking_number: null }))).toBeNull();
    expect(eventTracking(event('paid', { tracking_number: '1Z' }))).toBeNull();
  });
});
