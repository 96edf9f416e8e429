import type { FieldError, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from 'zod';
import { translatedResolver } from './translated-resolver';

/** Where a message goes that no field of the form shows: the form lists it above its fields. */
const FORM_ERROR = 'root.form';

/**
 * A body as a form builds it, before the contract checks it. A field may still be empty (null or
 * undefined): the contract then names it with its own message ("Required", "Enter a price").
 */
export type BodyDraft<Body> = { [Key in keyof Body]: Body[Key] | null | undefined };

/**
 * Which form field shows a message about a body field (the contract's or the server's): the form's
 * field names, when a body field is shown by the field of the same name, or a function of the body
 * field and the form's values for forms whose fields do not mirror the body (nested lists, rows).
 * `undefined`: no field of this form; the form lists the message above its fields.
 */
export type BodyFieldMap<Values extends FieldValues> =
  | readonly FieldPath<Values>[]
  | ((bodyField: string, values: Values) => FieldPath<Values> | undefined);

/** How a form becomes the contract's body: one step, one schema, one place for each message. */
export interface BodyMapping<Values extends FieldValues, Schema extends z.ZodType> {
  /** The contract's body schema: it trims and checks what the form sends. */
  schema: Schema;
  /** The form's values as the body's input, which the schema then checks. */
  toBody: (values: Values) => BodyDraft<z.input<Schema>>;
  fields: BodyFieldMap<Values>;
}

/** A form whose values are the body itself (the schema's input). */
export function plainBody<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  fields: BodyFieldMap<z.input<Schema>>,
): BodyMapping<z.input<Schema>, Schema> {
  return { schema, toBody: (values) => values, fields };
}

/** The form field for each body field, with the form's values as they are now. */
export function fieldFinder<Values extends FieldValues>(
  fields: BodyFieldMap<Values>,
  values: Values,
): (bodyField: string) => FieldPath<Values> | undefined {
  if (typeof fields === 'function') return (bodyField) => fields(bodyField, values);
  return (bodyField) => fields.find((field) => field === bodyField);
}

/**
 * The contract checks the form: the values become the body (`toBody`), the body schema trims and
 * checks it, and each message comes back translated on the field that shows it (the first one of
 * a field wins), or above the fields (FORM_ERROR). A valid form hands its save the parsed body.
 */
export function bodyResolver<Values extends FieldValues, Schema extends z.ZodType>({
  schema,
  toBody,
  fields,
}: BodyMapping<Values, Schema>): Resolver<Values, unknown, z.output<Schema>> {
  return translatedResolver<Values, unknown, z.output<Schema>>((values, _context, options) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const fieldOf = fieldFinder(fields, values);
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path.map(String).join('.')) ?? FORM_ERROR;
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  });
}
