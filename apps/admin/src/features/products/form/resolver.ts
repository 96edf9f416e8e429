import type { FieldError, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { createProductBodySchema } from '@shop/admin-api';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import {
  formToBody,
  productFormFieldOf,
  type ProductFormOutput,
  type ProductFormValues,
  type SavedProduct,
} from './product-form';

/** Where a problem goes that no field of the form shows (a variant's): the form lists it on top. */
export const FORM_ERROR = 'root.form';

/**
 * The contract checks the form: the values become the body (variants planned from the options), the
 * body schema trims and checks it, and each message comes back translated on the field that shows
 * it. `saved` is the product as last saved (undefined while creating); react-hook-form takes the
 * resolver of each render, so it is always the latest.
 */
export function productFormResolver(
  saved: SavedProduct | undefined,
): Resolver<ProductFormValues, unknown, ProductFormOutput> {
  return translatedResolver<ProductFormValues, unknown, ProductFormOutput>(
    async (values, _context, options) => {
      const parsed = createProductBodySchema.safeParse(formToBody(values, saved));
      if (parsed.success) return { values: parsed.data, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const issue of parsed.error.issues) {
        const field = productFormFieldOf(issue.path.join('.')) ?? FORM_ERROR;
        errors[field] ??= { type: issue.code, message: issue.message };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    },
  );
}
