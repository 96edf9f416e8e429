import type * as contract from '@shop/admin-api';
import type { z } from 'zod';

type Contract = typeof contract;

/** The name of a schema of the contract, e.g. `'customerListSchema'`. */
export type SchemaName = {
  [Name in keyof Contract]: Contract[Name] extends z.ZodType ? Name : never;
}[keyof Contract];

/** What the schema of that name describes. */
export type Answer<Name extends SchemaName> = z.output<Contract[Name]>;

let schemas: Contract | undefined;

/**
 * Loads the contract's schemas for `fromApi` in development and in the unit tests (main.tsx and the
 * test setup call it). In production it does nothing, and the build drops the schemas with zod.
 */
export async function loadContractChecks(): Promise<void> {
  if (import.meta.env.DEV) schemas = await import('@shop/admin-api');
}

/**
 * An answer of our own API, typed by the contract schema that the server builds it from.
 *
 * In development and in the unit tests the answer is parsed by that schema, so a server that drifts
 * from the contract fails loudly where it is cheap to see. Production trusts the contract's types and
 * ships no schema code on the read path: zod and every resource's schemas were about a third of the
 * JavaScript of a first load (issue 20). The answer schemas transform nothing, so the two differ at
 * most in keys the contract does not name, which no code reads. Forms still validate what the user
 * typed with the contract's schemas.
 */
export function fromApi<Name extends SchemaName>(name: Name, data: unknown): Answer<Name> {
  if (import.meta.env.DEV && schemas)
    return (schemas[name] as z.ZodType).parse(data) as Answer<Name>;
  return data as Answer<Name>;
}

/**
 * Whether `data` may be taken as that answer (the record a 409 carries, say): checked against the
 * schema where `fromApi` checks, else it needs to be an object.
 */
export function isAnswer<Name extends SchemaName>(name: Name, data: unknown): data is Answer<Name> {
  if (import.meta.env.DEV && schemas) return (schemas[name] as z.ZodType).safeParse(data).success;
  return typeof data === 'object' && data !== null;
}
