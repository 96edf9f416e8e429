import type { z } from 'zod';
import { shopAddressBodySchema, type Shop } from '@shop/admin-api';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';
import type { AddressValues } from '../../../../shared/address/address-fields';

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
