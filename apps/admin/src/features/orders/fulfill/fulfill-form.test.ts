import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@shop/admin-api';
import {
  defaultFulfillValues,
  fulfillFormSchema,
  fulfillServerFields,
  itemsToSend,
  openLines,
  type FulfillFormValues,
} from './fulfill-form';

const line = (id: string, quantity: number, fulfilled: number): OrderLine => ({
  id,
  product_id: 'prd_1',
  variant_id: 'var_1',
  title: `Item ${id}`,
  variant_title: '',
  sku: '',
  quantity,
  unit_price: 1000,
  fulfilled_quantity: fulfilled,
  image: null,
});

// A: 3 ordered, 1 sent; B: all sent; C: 2 ordered, none sent.
const order = { lines: [line('a', 3, 1), line('b', 1, 1), line('c', 2, 0)] };
const open = openLines(order);

function parse(values: FulfillFormValues) {
  return fulfillFormSchema(open).safeParse(values);
}

const issues = (values: FulfillFormValues) =>
  parse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the fulfil dialog', () => {
  it('offers the lines with something left, each at what is left, without tracking', () => {
    expect(open.map((o) => [o.line.id, o.left])).toEqual([
      ['a', 2],
      ['c', 2],
    ]);
    expect(defaultFulfillValues(open)).toEqual({
      lines: [
        { line_id: 'a', quantity: '2' },
        { line_id: 'c', quantity: '2' },
      ],
      tracking_company: '',
      tracking_number: '',
      tracking_url: '',
    });
  });

  it('sends everything left by default, with empty tracking as null', () => {
    expect(parse(defaultFulfillValues(open)).data).toEqual({
      lines: [
        { line_id: 'a', quantity: 2 },
        { line_id: 'c', quantity: 2 },
      ],
      tracking_company: null,
      tracking_number: null,
      tracking_url: null,
    });
  });

  it('leaves out a line set to 0 and trims the tracking', () => {
    const values: FulfillFormValues = {
      lines: [
        { line_id: 'a', quantity: ' 1 ' },
        { line_id: 'c', quantity: '0' },
      ],
      tracking_company: ' UPS ',
      tracking_number: ' 1Z999 ',
      tracking_url: 'https://ups.example/track/1Z999',
    };
    expect(parse(values).data).toEqual({
      lines: [{ line_id: 'a', quantity: 1 }],
      tracking_company: 'UPS',
      tracking_number: '1Z999',
      tracking_url: 'https://ups.example/track/1Z999',
    });
  });

  it('refuses more than is left, a quantity that is not a whole number, and nothing at all', () => {
    const base = defaultFulfillValues(open);
    expect(
      issues({
        ...base,
        lines: [
          { line_id: 'a', quantity: '3' },
          { line_id: 'c', quantity: '1.5' },
        ],
      }),
    ).toEqual([
      ['lines.0.quantity', 'More than is left to fulfil (2)'],
      ['lines.1.quantity', 'Enter a whole number'],
    ]);
    expect(
      issues({
        ...base,
        lines: [
          { line_id: 'a', quantity: '0' },
          { line_id: 'c', quantity: '-1' },
        ],
      }),
    ).toEqual([['lines.1.quantity', 'Enter a whole number']]);
    expect(
      issues({
        ...base,
        lines: [
          { line_id: 'a', quantity: '0' },
          { line_id: 'c', quantity: '0' },
        ],
      }),
    ).toEqual([['lines', 'Choose at least one item to fulfil']]);
    // One mistake, one error: too many on the only line sent is not also "nothing chosen".
    expect(
      issues({
        ...base,
        lines: [
          { line_id: 'a', quantity: '99' },
          { line_id: 'c', quantity: '0' },
        ],
      }),
    ).toEqual([['lines.0.quantity', 'More than is left to fulfil (2)']]);
  });

  it('never offers to send more than is left', () => {
    const typed = (a: string, c: string) => [
      { line_id: 'a', quantity: a },
      { line_id: 'c', quantity: c },
    ];
    expect(itemsToSend(open, typed('2', '2'))).toBe(4);
    expect(itemsToSend(open, typed('99', '1'))).toBe(3);
    expect(itemsToSend(open, typed('x', '-1'))).toBe(0);
  });

  it('refuses a tracking link that is not http(s)', () => {
    expect(issues({ ...defaultFulfillValues(open), tracking_url: 'ups.example/1Z' })).toEqual([
      ['tracking_url', 'Enter a link starting with http:// or https://'],
    ]);
  });

  it("puts the server's errors on the line they are about, counted among the lines sent", () => {
    const values: FulfillFormValues = {
      ...defaultFulfillValues(open),
      lines: [
        { line_id: 'a', quantity: '0' },
        { line_id: 'c', quantity: '2' },
      ],
    };
    const body = parse(values).data!;
    const fieldOf = fulfillServerFields(body, values) as (field: string) => string | undefined;
    // Only line C was sent: the server's line 0 is the form's line 1.
    expect(fieldOf('lines.0.quantity')).toBe('lines.1.quantity');
    expect(fieldOf('lines.0.line_id')).toBe('lines.1.quantity');
    expect(fieldOf('lines')).toBe('lines');
    expect(fieldOf('tracking_url')).toBe('tracking_url');
    expect(fieldOf('something_else')).toBeUndefined();
  });
});
