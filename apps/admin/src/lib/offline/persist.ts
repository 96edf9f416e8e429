import {
  persistQueryClientRestore,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

type AnyMutation = ReturnType<ReturnType<QueryClient['getMutationCache']>['getAll']>[number];
import { version } from '../../../package.json';
import { STORAGE_PREFIX } from '../config';
import { isRecordedWrite, type RecordedWrite } from './record-request';
import { recordedWrite, WRITE_KEY } from './writes';

/** The IndexedDB entry (idb-keyval's default store) that holds the changes waiting to sync. */
const STORE_KEY = `${STORAGE_PREFIX}waiting-changes`;
/**
 * A new version of the app drops what an older one kept: its requests may no longer be right. The
 * suffix is the format of what is kept (RecordedWrite); change it when that changes.
 */
export const PERSIST_BUSTER = `${version}/1`;
/** Kept changes older than this are not sent any more (TanStack's own default is a day too). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const isWrite = (mutation: AnyMutation) => mutation.options.mutationKey?.[0] === WRITE_KEY;

/** A change still to be sent, in the form that can be sent after a reload. */
function waitingWrite(mutation: AnyMutation): RecordedWrite | undefined {
  if (!isWrite(mutation) || mutation.state.status !== 'pending') return undefined;
  const { variables } = mutation.state;
  return recordedWrite(variables) ?? (isRecordedWrite(variables) ? variables : undefined);
}

/**
 * Only the changes are kept, never queries (they may hold personal data and are cheap to fetch
 * again) and never tokens (a change holds its request: path, body and idempotency key). Each is
 * kept as its recorded request, marked paused, so it resumes after a reload whether it was waiting
 * or already on its way (its idempotency key makes the second send harmless). Errors are left out:
 * they hold the request's signal, which IndexedDB cannot store.
 */
function keptState(queryClient: QueryClient): DehydratedState {
  const mutations: DehydratedState['mutations'] = [];
  for (const mutation of queryClient.getMutationCache().getAll()) {
    const write = waitingWrite(mutation);
    if (!write) continue;
    mutations.push({
      mutationKey: mutation.options.mutationKey,
      ...(mutation.options.meta ? { meta: mutation.options.meta } : {}),
      ...(mutation.options.scope ? { scope: mutation.options.scope } : {}),
      state: {
        ...mutation.state,
        variables: write,
        context: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
      },
    });
  }
  return { queries: [], mutations };
}

let lastWritten = '';

/** idb-keyval under one key; written only when the kept changes differ from the last write. */
const persister: Persister = {
  persistClient: async (client: PersistedClient) => {
    const text = JSON.stringify(client.clientState.mutations);
    if (text === lastWritten) return;
    lastWritten = text;
    // Nothing waiting (all sent, or the cache cleared at logout): nothing is left in the browser.
    if (client.clientState.mutations.length === 0) await del(STORE_KEY);
    else await set(STORE_KEY, client);
  },
  restoreClient: () => get<PersistedClient>(STORE_KEY),
  removeClient: () => del(STORE_KEY),
};

/**
 * Puts back the changes a previous page kept, then keeps the changes of this one as they happen.
 * The mutation defaults of WRITE_KEY (mutation-defaults.ts) must be set first: a restored change
 * has no component behind it, only its key.
 */
export async function keepWaitingChanges(queryClient: QueryClient): Promise<() => void> {
  try {
    await persistQueryClientRestore({
      queryClient,
      persister,
      buster: PERSIST_BUSTER,
      maxAge: MAX_AGE_MS,
    });
  } catch (error) {
    console.error(error); // an unreadable store is dropped (TanStack removes it); the page goes on
  }
  const keep = (clientState = keptState(queryClient)) => {
    const kept: PersistedClient = { buster: PERSIST_BUSTER, timestamp: Date.now(), clientState };
    // A full or closed store keeps what it had; the changes are still sent from this page.
    Promise.resolve(persister.persistClient(kept)).catch((error: unknown) => console.error(error));
  };
  // Only the changes are kept, so only the changes' cache is watched. (TanStack's
  // persistQueryClientSubscribe also dehydrates the whole client on every event of the query cache:
  // several for each call a page makes, a list's search included, for nothing kept.)
  const stop = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') keep();
  });
  // A change made offline before this work had loaded is waiting already, and no event may come
  // for it until the connection does: kept now, it survives a reload meanwhile. With nothing
  // waiting, nothing is written (the usual page load: its store was just read, and is right).
  const waiting = keptState(queryClient);
  if (waiting.mutations.length > 0) keep(waiting);
  return stop;
}
