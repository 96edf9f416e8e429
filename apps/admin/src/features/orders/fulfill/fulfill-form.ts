import { z } from 'zod';
import {
  FULFILL_NO_LINES,
  FULFILL_TOO_MANY,
  fulfillOrderBodySchema,
  type Order,
  type OrderLine,
} from '@shop/admin-api';
import type { ServerFieldMap } from '../../../lib/forms/server-errors';

/** A line with something left to fulfil, and how much. */
export interface OpenLine {
  line: OrderLine;
  left: number;
}

export type FulfillBody = z.output<typeof fulfillOrderBodySchema>;

const WHOLE_NUMBER = 'Enter a whole number';

/** The lines the dialog offers: those not yet fulfilled in full, in the order's order. */
export function openLines(order: Pick<Order, 'lines'>): OpenLine[] {
  return order.lines
    .map((line) => ({ line, left: line.quantity - line.fulfilled_quantity }))
    .filter((open) => open.left > 0);
}

const leftOf = (open: readonly OpenLine[], lineId: string) =>
  open.find((o) => o.line.id === lineId)?.left ?? 0;

/**
 * How many items the submit button offers to send: each typed quantity up to what is left of its
 * line (what cannot be read counts as none), so the dialog never offers more than remains.
 */
export function itemsToSend(
  open: readonly OpenLine[],
  lines: readonly { line_id: string; quantity: string }[],
): number {
  return lines.reduce(
    (n, entry) => n + Math.min(readQuantity(entry.quantity) ?? 0, leftOf(open, entry.line_id)),
    0,
  );
}

/** By default everything that is left goes out, without tracking. */
export function defaultFulfillValues(open: readonly OpenLine[]): FulfillFormValues {
  return {
    lines: open.map(({ line, left }) => ({ line_id: line.id, quantity: String(left) })),
    tracking_company: '',
    tracking_number: '',
    tracking_url: '',
  };
}

/** "2" → 2; anything but digits (a sign, a fraction, a word) → null. */
const readQuantity = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

/**
 * The dialog's schema: each quantity a whole number from 0 (skip the line) to what is left, at least
 * one item in all, and the tracking as the contract takes it. Its output is the body of the call: the
 * lines with a quantity, in the order's order.
 */
export function fulfillFormSchema(open: readonly OpenLine[]) {
  const tracking = fulfillOrderBodySchema.shape;
  return z
    .object({
      lines: z.array(z.object({ line_id: z.string(), quantity: z.string() })),
      tracking_company: tracking.tracking_company,
      tracking_number: tracking.tracking_number,
      tracking_url: tracking.tracking_url,
    })
    .superRefine((values, ctx) => {
      let total = 0;
      let lineErrors = 0;
      values.lines.forEach((entry, i) => {
        const quantity = readQuantity(entry.quantity);
        const left = leftOf(open, entry.line_id);
        const path = ['lines', i, 'quantity'];
        if (quantity === null) {
          lineErrors += 1;
          ctx.addIssue({ code: 'custom', path, message: WHOLE_NUMBER });
        } else if (quantity > left) {
          lineErrors += 1;
          // The server's words, so both read (and translate) the same.
          ctx.addIssue({ code: 'custom', path, message: `${FULFILL_TOO_MANY} (${left})` });
        } else total += quantity;
      });
      // One error for one mistake: a line asking too much is told on that line, not also as
      // "nothing chosen" because the quantities that can go add up to 0.
      if (lineErrors === 0 && total === 0)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: FULFILL_NO_LINES });
    })
    .transform((values): FulfillBody => ({
      lines: values.lines
        .map((entry) => ({ line_id: entry.line_id, quantity: readQuantity(entry.quantity) ?? 0 }))
        .filter((entry) => entry.quantity > 0),
      tracking_company: values.tracking_company,
      tracking_number: values.tracking_number,
      tracking_url: values.tracking_url,
    }));
}

/**
 * What the dialog edits: a quantity (as typed) per open line, and the optional tracking (the
 * contract's fields, which also take null).
 */
export type FulfillFormValues = z.input<ReturnType<typeof fulfillFormSchema>>;

/**
 * Where the server's field errors go. Its `lines.N` counts the lines that were sent, which skip the
 * ones left at 0: line N of the body is found in the form by its id.
 */
export function fulfillServerFields(
  body: FulfillBody,
  values: FulfillFormValues,
): ServerFieldMap<FulfillFormValues> {
  return (field) => {
    const match = /^lines\.(\d+)(\.|$)/.exec(field);
    if (match) {
      const id = body.lines[Number(match[1])]?.line_id;
      const index = values.lines.findIndex((entry) => entry.line_id === id);
      return index >= 0 ? `lines.${index}.quantity` : 'lines';
    }
    if (field === 'lines') return 'lines';
    if (field === 'tracking_company' || field === 'tracking_number' || field === 'tracking_url')
      return field;
    return undefined;
  };
}
