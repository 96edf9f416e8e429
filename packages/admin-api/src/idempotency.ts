/*
 * Idempotency keys: a change the admin may send more than once (a create or an edit resumed after
 * the connection came back, or after a reload) carries a key made when the user submitted it. The
 * API answers a key it has seen from the same caller with the first answer (see the API's
 * http/idempotency.ts); the same key with another request is refused with 422.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 1 to 255 visible ASCII characters (the admin sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Set on an answer that is the replay of the first one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
