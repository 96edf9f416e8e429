export interface StoreSummary {
  id: string;
  host: string;
  name: string;
}

/** What the store menu (loaded when first wanted) renders besides its trigger. */
export interface StoreMenuProps {
  stores: StoreSummary[];
  currentId: string;
  storeHref: (store: StoreSummary) => string;
  manageHref: string;
  manageLabel: string;
}
