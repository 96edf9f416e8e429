import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import type { CollectionFormOutput, CollectionFormValues } from './form-values';
import { collectionFormResolver } from './resolver';
import { collectionFormFieldOf } from './server-fields';

/**
 * The collection form's state, shared by creating and editing: the contract-checked form, and the
 * server's refusals placed on its fields (the first focused) or, for fields it does not have, listed
 * above them.
 */
export function useCollectionForm(defaultValues: CollectionFormValues) {
  const form = useForm<CollectionFormValues, unknown, CollectionFormOutput>({
    resolver: collectionFormResolver,
    defaultValues,
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  return {
    form,
    formErrors,
    clearFormErrors: () => setFormErrors([]),
    showServerErrors: (error: unknown) =>
      setFormErrors(
        applyServerFieldErrors(
          error,
          (field) => collectionFormFieldOf(field, form.getValues('conditions').length),
          form.setError,
        ),
      ),
  };
}

export type CollectionFormState = ReturnType<typeof useCollectionForm>;
