import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { collectionBodySchema } from '@shop/admin-api';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import { toBodyInput, type CollectionFormOutput, type CollectionFormValues } from './form-values';

const bodyResolver = zodResolver(collectionBodySchema);

/**
 * The contract's body schema checks the form (§5: title, type, the sub-collection rule, conditions…):
 * the values are mapped to the body first, and the schema's messages come back translated on the
 * fields of the same names.
 */
export const collectionFormResolver: Resolver<CollectionFormValues, unknown, CollectionFormOutput> =
  translatedResolver((values, context, options) =>
    bodyResolver(
      toBodyInput(values),
      context,
      options as unknown as Parameters<typeof bodyResolver>[2],
    ),
  ) as Resolver<CollectionFormValues, unknown, CollectionFormOutput>;
