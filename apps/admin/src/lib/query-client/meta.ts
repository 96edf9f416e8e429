/** What a query or mutation may say about its own error handling (typed for TanStack Query below). */
export interface AppMeta extends Record<string, unknown> {
  /** false: never show an error toast for it (it shows its own feedback). */
  toast?: boolean;
  /** Statuses the screen handles itself (e.g. 409 on an edit form): no toast for them. */
  handledStatuses?: readonly number[];
  /**
   * 'refuse': what must not wait for the connection (credentials, domains, security, publish,
   * deletes) fails at once while offline, with its own message, instead of pausing.
   */
  offline?: 'refuse';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}
