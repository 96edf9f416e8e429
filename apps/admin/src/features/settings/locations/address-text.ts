import type { LocationAddress } from '@shop/admin-api';

/**
 * A location's address on one line, the way the list shows it: street, the rest of it, postal code
 * and city, then the country's name (its code until the names have loaded).
 */
export function addressText(
  address: LocationAddress,
  countryName: (alpha2: string) => string | undefined,
): string {
  const town = [address.zip, address.city].filter(Boolean).join(' ');
  const country = countryName(address.country.alpha2) ?? address.country.alpha2;
  return [address.line, address.line2, town, country].filter(Boolean).join(', ');
}
