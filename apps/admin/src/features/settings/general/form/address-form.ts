import type { z } from 'zod';
import {
  addressFormat,
  shopAddressBodySchema,
  type AddressFormat,
  type Shop,
} from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';

/** The address form: the country and state as codes ('' and null while none is chosen). */
export interface AddressValues {
  country: string | null;
  line: string;
  line2: string;
  city: string;
  zip: string;
  state: string | null;
}

export function addressToForm(shop: Shop): AddressValues {
  const address = shop.address;
  return {
    country: address?.country.alpha2 ?? null,
    line: address?.line ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    zip: address?.zip ?? '',
    state: address?.state?.code ?? null,
  };
}

/** Which address fields the form shows for a country, and how it labels them. */
export interface AddressFields extends AddressFormat {
  /** Whether the state picker shows: the country has subdivisions to choose from. */
  showState: boolean;
}

export function addressFields(country: string | null, stateCount: number): AddressFields {
  const format = addressFormat(country ?? '');
  return { ...format, showState: !!country && stateCount > 0 };
}

type Schema = ReturnType<typeof shopAddressBodySchema>;

/**
 * The form as the contract's address body. Where the country needs a state and has some to
 * choose from (`needsState` of the country chosen), the form asks for one before it sends; the
 * server checks the same.
 */
export function addressBody(
  needsState: (country: string) => boolean,
): BodyMapping<AddressValues, Schema> {
  return {
    schema: shopAddressBodySchema(needsState),
    toBody: (values) => ({
      line: values.line,
      line2: values.line2,
      city: values.city,
      zip: values.zip,
      state: values.state,
      country: values.country ? { alpha2: values.country } : null,
    }),
    fields: (bodyField) => {
      if (bodyField === 'country' || bodyField.startsWith('country.')) return 'country';
      const own = ['line', 'line2', 'city', 'zip', 'state'] as const;
      return own.find((field) => field === bodyField);
    },
  };
}

export type AddressOutput = z.output<Schema>;
