import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type {
  CredentialField,
  CredentialIssue,
  CredentialMode,
  SavedCredentials,
} from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../lib/forms/body-resolver';

/**
 * The credentials form of a service a shop connects to (a payment provider, a shipping carrier),
 * made from its catalogue entry: one field per credential, secrets empty (empty keeps the saved
 * one), the mode and the status switch. Payments and shipping both build theirs here.
 */

/** A connection as GET answers it (a provider's, a carrier's): secrets masked, see credentials.ts. */
export interface Connection extends SavedCredentials {
  connected: boolean;
  status: 'active' | 'inactive';
  /** What the credentials are for; `test` while not connected. */
  mode: CredentialMode;
  updated_at: number;
}

/** A save's body without its version (which the edit form adds): the same for every service. */
export interface ConnectionBody {
  mode: CredentialMode;
  status: 'active' | 'inactive';
  credentials: Record<string, string>;
}

/** What is saved, as the contract's check of a save takes it. */
export interface SavedConnection {
  mode: CredentialMode | null;
  storedSecrets: ReadonlySet<string>;
}

/** A service as its form needs it: the catalogue's fields, and the contract's body and checks. */
export interface CredentialService {
  fields: readonly CredentialField[];
  /** The contract's PUT body without `updated_at`. */
  bodySchema: z.ZodType<ConnectionBody, ConnectionBody>;
  /** The contract's check of the credentials (what the server asks too), knowing what is saved. */
  issues: (body: ConnectionBody, saved: SavedConnection) => readonly CredentialIssue[];
}

export interface CredentialsFormValues {
  mode: CredentialMode;
  /** §4: the status switch, saved with the form. */
  active: boolean;
  /** Every field of the service by its key; a secret's is the NEW value, '' to keep the saved one. */
  credentials: Record<string, string>;
}

export function credentialsToForm(
  fields: readonly CredentialField[],
  settings: Connection,
): CredentialsFormValues {
  const credentials: Record<string, string> = {};
  for (const field of fields) {
    credentials[field.key] = field.secret ? '' : (settings.credentials[field.key] ?? '');
  }
  return { mode: settings.mode, active: settings.status === 'active', credentials };
}

/**
 * The contract's body, checked as the server checks it: the catalogue's rules for each key in the
 * chosen mode, knowing which secrets are saved and for which mode (the record as loaded).
 */
export function credentialsBodySchema(service: CredentialService, settings: Connection) {
  const saved: SavedConnection = {
    mode: settings.connected ? settings.mode : null,
    storedSecrets: new Set(
      Object.entries(settings.secrets)
        .filter(([, mask]) => mask !== null)
        .map(([key]) => key),
    ),
  };
  return service.bodySchema.superRefine((body, ctx) => {
    for (const issue of service.issues(body, saved)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.title });
    }
  });
}

type CredentialsBodySchema = ReturnType<typeof credentialsBodySchema>;

function formToBody(values: CredentialsFormValues): BodyDraft<ConnectionBody> {
  return {
    mode: values.mode,
    status: values.active ? 'active' : 'inactive',
    credentials: values.credentials,
  };
}

/** Which field shows a body field's message: a credential's own, the mode, the status switch. */
export function credentialsFieldOf(
  bodyField: string,
): FieldPath<CredentialsFormValues> | undefined {
  if (bodyField === 'mode') return 'mode';
  if (bodyField === 'status') return 'active';
  if (bodyField.startsWith('credentials.')) return bodyField as `credentials.${string}`;
  return undefined;
}

export function credentialsBody(
  service: CredentialService,
  settings: Connection,
): BodyMapping<CredentialsFormValues, CredentialsBodySchema> {
  return {
    schema: credentialsBodySchema(service, settings),
    toBody: formToBody,
    fields: credentialsFieldOf,
  };
}
