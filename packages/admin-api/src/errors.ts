import { z } from 'zod';

/** One refused field: `field` is the dotted path of the input, `title` the human message. */
export const fieldErrorSchema = z.object({ field: z.string(), title: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Body of every 4xx answer. `errors` is empty unless the refusal concerns particular fields. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).default([]),
  /** A 500 only: the id of the server's log line, for support. */
  error_id: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Turn a zod failure into the API's field error list. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '_',
    title: issue.message,
  }));
}
