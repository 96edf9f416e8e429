import type { RecordedWrite } from './record-request';

export type ChangeKind = 'create' | 'update' | 'delete';

export interface WaitingChange {
  kind: ChangeKind;
  /** What it changes, as the API names it: "customers/cus_12", "customer-groups". */
  what: string;
}

/** How the list of waiting changes names one: by its method and the record's path. */
export function describeChange(write: RecordedWrite): WaitingChange {
  const kind: ChangeKind =
    write.method === 'POST' ? 'create' : write.method === 'DELETE' ? 'delete' : 'update';
  return { kind, what: write.url.replace(/^\/+/, '') };
}
