/**
 * Every sentence the kit can show on its own. Apps translate them by passing a (partial) object to
 * `UiMessagesProvider`; anything they leave out falls back to these English defaults.
 */
export interface UiMessages {
  // ErrorView
  errorTitle: string;
  errorDescription: string;
  errorRetry: string;
  // PolicyGate
  permissionTitle: string;
  permissionDescription: string;
  // DataTable
  tableSearchPlaceholder: string;
  tableSearchLabel: string;
  tableNextPage: string;
  tablePreviousPage: string;
  tableLoading: string;
  tableEmptyTitle: string;
  tableNoResultsTitle: string;
  tableNoResultsDescription: string;
  tableErrorTitle: string;
  tableRetry: string;
  tableSortAscending: string;
  tableSortDescending: string;
  tableCount: (count: number) => string;
  // Shell
  openNavigation: string;
  closeNavigation: string;
  mainNavigation: string;
  storeSwitcherLabel: string;
  currentStore: string;
  manageStores: string;
  profileMenuLabel: string;
  back: string;
  opensInNewTab: string;
  /** Addition to the contract: the skip link AppShell renders before the header. */
  skipToContent: string;
  // Toaster
  notifications: string;
  dismiss: string;
  // NavigationProgress
  loadingPage: string;
}

export const defaultUiMessages: UiMessages = {
  errorTitle: 'Something went wrong',
  errorDescription: 'Please refresh the page. If this issue persists please contact',
  errorRetry: 'Try again',
  permissionTitle: 'Access to this page requires permission.',
  permissionDescription:
    'To obtain access, please send an email to the account owner requesting permission.',
  tableSearchPlaceholder: 'Search',
  tableSearchLabel: 'Search',
  tableNextPage: 'Next page',
  tablePreviousPage: 'Previous page',
  tableLoading: 'Loading…',
  tableEmptyTitle: 'Nothing to show',
  tableNoResultsTitle: 'No results',
  tableNoResultsDescription: 'Try another search.',
  tableErrorTitle: 'failed to load',
  tableRetry: 'Try again',
  tableSortAscending: 'Sorted ascending',
  tableSortDescending: 'Sorted descending',
  tableCount: (count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'}`,
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  mainNavigation: 'Main navigation',
  storeSwitcherLabel: 'Stores',
  currentStore: 'Current store',
  manageStores: 'Manage stores',
  profileMenuLabel: 'Profile menu',
  back: 'Back',
  opensInNewTab: '(opens in a new tab)',
  skipToContent: 'Skip to main content',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  loadingPage: 'Loading page',
};
