import { addressFormat, COUNTRY_MESSAGE, STATE_MESSAGE, type FieldError } from '@shop/admin-api';
import { hasSubdivisions, isCountry, isSubdivisionOf } from './countries';

/**
 * What the contract cannot check of a postal address (the shop's, a location's): the country must be
 * one of the reference list, the state one of its subdivisions, and a country whose addresses need a
 * state (address-format.ts) and that has subdivisions to choose from must have one chosen. `at` is
 * where the address sits in the body (`address.` for a location's), prefixed to each field.
 */
export function addressErrors(
  address: { country: { alpha2: string }; state: string | null },
  at = '',
): FieldError[] {
  const country = address.country.alpha2;
  if (!isCountry(country)) return [{ field: `${at}country.alpha2`, title: COUNTRY_MESSAGE }];
  if (address.state !== null && !isSubdivisionOf(address.state, country))
    return [{ field: `${at}state`, title: STATE_MESSAGE }];
  if (
    address.state === null &&
    hasSubdivisions(country) &&
    addressFormat(country).state === 'required'
  )
    return [{ field: `${at}state`, title: 'Required' }];
  return [];
}
