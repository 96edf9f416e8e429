/*
 * A date and time as a `datetime-local` input shows it ("2026-11-21T14:05"), read and written in a
 * given IANA time zone (the shop's) rather than the browser's, with Intl alone.
 */

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(key, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `ms`, as numbers. */
function wallClock(ms: number, timeZone: string | undefined) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the wall clock of `timeZone` is ahead of UTC at `ms`, in ms. */
function offsetAt(ms: number, timeZone: string | undefined): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Unix time in seconds as a `datetime-local` value in `timeZone` (the browser's when absent). */
export function toZonedInput(unixSeconds: number, timeZone?: string): string {
  const ms = unixSeconds * 1000;
  if (!Number.isFinite(ms)) return '';
  const w = wallClock(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A `datetime-local` value read as a wall-clock time in `timeZone`, as Unix seconds; null when it
 * is empty or not a time. A time the clocks skip (a spring-forward gap) is read as the hour after.
 */
export function fromZonedInput(text: string, timeZone?: string): number | null {
  const match = INPUT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at the guess, then again at the corrected guess (the offset may differ across
  // a daylight-saving change).
  let ms = asUtc - offsetAt(asUtc, timeZone);
  ms = asUtc - offsetAt(ms, timeZone);
  return Math.floor(ms / 1000);
}
