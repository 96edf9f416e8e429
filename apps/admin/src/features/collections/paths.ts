/** Where the collection screens live in the app (the API's paths are the contract's). */
export const COLLECTIONS_PATH = '/collections';
export const NEW_COLLECTION_PATH = '/collections/new';
export const collectionHref = (id: string) => `/collections/${encodeURIComponent(id)}`;
