import { updateInventoryLevelBodySchema } from '@shop/admin-api';
// The user's input is validated here: zod's messages in the user's language.
import '../i18n/zod-config';

const availableSchema = updateInventoryLevelBodySchema.shape.available;

export type QuantityReading = { ok: true; value: number } | { ok: false; message: string };

/**
 * What was typed into a stock quantity, checked by the contract's rule. Only plain whole numbers are
 * read ("12", "-3"); anything else ("1.5", "1e3", "12 pcs") gets the contract's "Enter a whole number",
 * and a number out of bounds its "At least …" / "At most …" message (English: the caller translates).
 */
export function readQuantity(text: string): QuantityReading {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  const candidate = /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined;
  const result = availableSchema.safeParse(candidate);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Enter a whole number' };
}
