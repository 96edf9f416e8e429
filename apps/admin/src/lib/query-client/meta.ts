/** What a query or mutation may say about its own error handling (typed for TanStack Query below). */
export interface AppMeta extends Record<string, unknown> {
  /** false: never show an error toast for it (it shows its own feedback). */
  toast?: boolean;
  /** Statuses the screen handles itself (e.g. 409 on an edit form): no toast for them. */
  handledStatuses?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}
