// Public interface of @shop/ui (see notes/ui-contract.md). Everything an app may use is exported here.

// Providers
export { ShopThemeProvider, breakpoints, media, useMediaQuery, vars } from './theme';
export type { Appearance, ShopThemeProviderProps, Breakpoint } from './theme';
export { UiMessagesProvider, useUiMessages, defaultUiMessages } from './messages';
export type { UiMessages, UiMessagesProviderProps } from './messages';
export { UiLinkProvider, UiLink, isModifiedClick } from './link';
export type { UiLinkProps, UiLinkComponent } from './link';

// Shell
export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarGroup, SidebarItem } from './Sidebar';
export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { Header } from './Header';
export type { HeaderProps } from './Header';
export { StoreSwitcher } from './StoreSwitcher';
export type { StoreSummary, StoreSwitcherProps } from './StoreSwitcher';
export { WalletBalance } from './WalletBalance';
export type { WalletBalanceProps } from './WalletBalance';
export { ProfileMenu } from './ProfileMenu';
export type { ProfileMenuItem, ProfileMenuProps } from './ProfileMenu';

// Data
export { DataTable } from './DataTable';
export type { DataTableColumn, DataTablePaging, DataTableProps } from './DataTable';
export { formatMoney, formatDate, Money, DateTime, USD } from './format';
export type { CurrencyInfo, FormatDateOptions, MoneyProps, DateTimeProps } from './format';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { Page } from './Page';
export type { PageProps } from './Page';

// Feedback
export { PolicyGate } from './PolicyGate';
export type { PolicyGateProps } from './PolicyGate';
export { toast, Toaster } from './Toaster';
export type { ToastKind, ToastOptions } from './Toaster';
export { ErrorView } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';
export { NavigationProgress } from './NavigationProgress';
export type { NavigationProgressProps } from './NavigationProgress';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';

// Icons (small inline SVGs, decorative)
export * from './icons';

// --- DataTable: selection, virtual mode, keyboard grid (exports added by the DataTable work) ---

// --- Uploads: ImageGallery, SingleImageUploader ---

// --- Forms and dialogs: fields, ConfirmDialog, UnsavedChangesDialog, SettingsModal, OfflineNotice, ShowMoreList, StatusBadge ---

// --- Tour ---
