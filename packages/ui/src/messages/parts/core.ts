/** Messages of the shell, feedback and error parts of the kit: what every page of an app shows. */
export interface CoreMessages {
  // ErrorView
  errorTitle: string;
  errorDescription: string;
  errorRetry: string;
  // PolicyGate
  permissionTitle: string;
  permissionDescription: string;
  /** Before the owner's name and e-mail on the permission overlay. */
  permissionOwner: string;
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
  /** Tooltip of a sidebar entry the user lacks the policy for. */
  sidebarNoPermission: string;
  /** Addition to the contract: the skip link AppShell renders before the header. */
  skipToContent: string;
  // Toaster
  notifications: string;
  dismiss: string;
  // NavigationProgress
  loadingPage: string;
  // OfflineNotice (SPEC §4)
  offline: string;
  backOnline: string;
}

export const defaultCoreMessages: CoreMessages = {
  errorTitle: 'Something went wrong',
  errorDescription: 'Please refresh the page. If this issue persists please contact',
  errorRetry: 'Try again',
  permissionTitle: 'Access to this page requires permission.',
  permissionDescription:
    'To obtain access, please send an email to the account owner requesting permission.',
  permissionOwner: 'Account owner:',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  mainNavigation: 'Main navigation',
  storeSwitcherLabel: 'Stores',
  currentStore: 'Current store',
  manageStores: 'Manage stores',
  profileMenuLabel: 'Profile menu',
  back: 'Back',
  opensInNewTab: '(opens in a new tab)',
  sidebarNoPermission: 'You need permission to open this. Ask the account owner.',
  skipToContent: 'Skip to main content',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  loadingPage: 'Loading page',
  offline: 'you are offline',
  backOnline: 'you are back online',
};
