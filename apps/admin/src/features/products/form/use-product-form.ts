import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { Product } from '@shop/admin-api';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import {
  emptyProductForm,
  productFormFieldOf,
  productToForm,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form';
import { productFormResolver } from './resolver';

/** The product form every section works on. */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/**
 * The product form's state, for creating (`product` undefined) and editing: the contract-checked
 * form, and the server's refusals placed on its fields (the first focused) or, for what no field
 * shows, listed above them. `product` is the product as last saved: its variants are kept by id.
 */
export function useProductForm(product: Product | undefined) {
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver(product),
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  return {
    form,
    formErrors,
    clearFormErrors: () => setFormErrors([]),
    showServerErrors: (error: unknown) =>
      setFormErrors(applyServerFieldErrors(error, productFormFieldOf, form.setError)),
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
