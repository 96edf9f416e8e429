import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver, fieldFinder, type BodyMapping } from './body-resolver';
import { applyServerFieldErrors } from './server-errors';

/** What a body form gives the component that draws it. */
export interface BodyFormState<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Messages of no field, shown above the fields. */
  formErrors: string[];
  clearFormErrors: () => void;
  /** In a save's catch: the server's field errors on their fields, the rest in formErrors. */
  showServerErrors: (error: unknown) => void;
}

export interface BodyFormOptions<
  Values extends FieldValues,
  Schema extends z.ZodType,
> extends BodyMapping<Values, Schema> {
  defaultValues: Values;
}

/**
 * A form that sends one of the contract's bodies, creating or editing (useEditForm builds on it):
 * the form checked by the body schema (see bodyResolver), and the server's refusals placed on the
 * fields that show them, the first focused. `formErrors` are the messages of no field (the
 * contract's and the server's), for FormErrors above the fields.
 */
export function useBodyForm<Values extends FieldValues, Schema extends z.ZodType>({
  schema,
  toBody,
  fields,
  defaultValues,
}: BodyFormOptions<Values, Schema>): BodyFormState<Values, z.output<Schema>> {
  const form = useForm<Values, unknown, z.output<Schema>>({
    // A new resolver each render: react-hook-form takes the latest, so `toBody` may read props.
    resolver: bodyResolver({ schema, toBody, fields }),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const contractError = form.formState.errors.root?.form?.message;
  return {
    form,
    formErrors: contractError ? [contractError, ...serverErrors] : serverErrors,
    clearFormErrors: () => setServerErrors([]),
    showServerErrors: (error: unknown) =>
      setServerErrors(
        applyServerFieldErrors(error, fieldFinder(fields, form.getValues()), form.setError),
      ),
  };
}
