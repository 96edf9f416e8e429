// Test helpers: the clock time a 429 answer names, worked out by hand (not with Intl, which the pages
// use), so the tests check what the pages write.

/**
 * When a wait of `seconds` from `nowMs` ends, rounded up to the minute, in UTC: as English writes it
 * (`2:05 PM UTC`) and as Azerbaijani does (`14:05 UTC`).
 */
export function retryClock(nowMs: number, seconds: number): { en: string; az: string } {
  const end = new Date(Math.ceil((nowMs / 1000 + seconds) / 60) * 60 * 1000);
  const hours = end.getUTCHours();
  const minutes = String(end.getUTCMinutes()).padStart(2, '0');
  return {
    en: `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`,
    az: `${String(hours).padStart(2, '0')}:${minutes} UTC`,
  };
}

/** Text with the narrow no-break space some ICU versions put before AM/PM made a plain one. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}
