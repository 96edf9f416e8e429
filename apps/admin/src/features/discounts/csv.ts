import type { CouponSummary } from '@shop/admin-api';

/**
 * Discount codes as CSV (RFC 4180), for a mailing tool or a spreadsheet: one row per code, columns
 * named after the API's fields (a file for other programs, the same in every language), times in
 * ISO 8601 UTC, a fixed amount in minor units as the API gives it.
 */
const COLUMNS = [
  'code',
  'name',
  'type',
  'value',
  'active',
  'status',
  'valid_from',
  'valid_to',
  'times_used',
  'usage_limit',
] as const;

const iso = (seconds: number | null) =>
  seconds === null ? '' : new Date(seconds * 1000).toISOString();

function cell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  // A field with a comma, a quote or a line break is quoted, its quotes doubled. One starting with
  // = + - @ is prefixed with ' so that a spreadsheet does not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file of a header and rows, each line ended by CRLF (RFC 4180). */
export function csvText(
  columns: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  const lines = [columns.join(','), ...rows.map((row) => row.map(cell).join(','))];
  return lines.join('\r\n') + '\r\n';
}

export function couponsCsv(coupons: readonly CouponSummary[]): string {
  return csvText(
    COLUMNS,
    coupons.map((c) => [
      c.code,
      c.name,
      c.type,
      c.value,
      c.active,
      c.status,
      iso(c.validFrom),
      iso(c.validTo),
      c.times_used,
      c.usage_limit,
    ]),
  );
}

/** Hands the browser a CSV file to save. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** discount-codes-2026-11-21.csv */
export function csvFileName(now = new Date()): string {
  return `discount-codes-${now.toISOString().slice(0, 10)}.csv`;
}
