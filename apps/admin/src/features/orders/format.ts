import type { Address } from '@shop/admin-api';
import { fullName } from '../../lib/format';

/** A country's name in the given language ("US" → "United States"), or the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address as the lines of a label: name, company, street, town, country, phone. */
export function addressLines(address: Address, language: string): string[] {
  const town = [address.city, address.province, address.zip].filter(Boolean).join(', ');
  return [
    fullName(address),
    address.company,
    address.address1,
    address.address2,
    town,
    countryName(address.country_code, language),
    address.phone,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** Whether two addresses are the same place and person (the billing address often repeats). */
export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof Address)[];
  return keys.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** A tracking address worth linking to: http(s) only (anything else is shown as text, not followed). */
export function webLink(url: string | null | undefined): string | null {
  return url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;
}
