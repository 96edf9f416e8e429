// Public interface of @shop/ui. Everything an app may use is exported here.

// Providers
export { ShopThemeProvider, breakpoints, media, useMediaQuery, vars } from './theme';
export type { Appearance, ShopThemeProviderProps, Breakpoint } from './theme';
export { UiMessagesProvider, useUiMessages, useFormatLocale, defaultUiMessages } from './messages';
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
export {
  formatMoney,
  formatDate,
  formatNumber,
  numberFormat,
  dateTimeFormat,
  setIntlFormats,
  withLocaleSupplements,
  azLocaleSupplement,
  Money,
  DateTime,
  USD,
} from './format';
export type {
  CurrencyInfo,
  DateFormat,
  IntlFormats,
  LocaleSupplement,
  FormatDateOptions,
  MoneyProps,
  DateTimeProps,
} from './format';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { BarChart } from './BarChart';
export type { BarChartDatum, BarChartProps, BarChartSeries } from './BarChart';
export { Page } from './Page';
export type { PageProps } from './Page';

// Feedback
export { PolicyGate } from './PolicyGate';
export type { PolicyGateProps } from './PolicyGate';
export { toast, Toaster } from './Toaster';
export type {
  ToastAction,
  ToastKind,
  ToastOptions,
  ToasterPosition,
  ToasterProps,
} from './Toaster';
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
export { DEFAULT_ROW_HEIGHT, DEFAULT_VIRTUAL_HEIGHT, RowButton } from './DataTable';
export type { RowButtonProps } from './DataTable';
export type { DataTableColumnVisibility, DataTableSelection, DataTableVirtual } from './DataTable';

// --- Uploads: ImageGallery, SingleImageUploader ---
export { ImageGallery } from './ImageGallery';
export type { ImageGalleryProps } from './ImageGallery';
export { SingleImageUploader } from './SingleImageUploader';
export type { SingleImageUploaderProps } from './SingleImageUploader';
export {
  IMAGE_MAX_BYTES,
  THEME_IMAGE_MAX_BYTES,
  PREVIEW_MAX_BYTES,
  KEYBOARD_DRAG_STEP_PX,
  imageAccept,
} from './upload';
export type {
  ImageRef,
  UploadImageFn,
  UploadItem,
  UploadOptions,
  UploadStatus,
  SingleImageVariant,
} from './upload';

// --- Forms and dialogs: fields, ConfirmDialog, UnsavedChangesDialog, ConflictDialog, SettingsModal, OfflineNotice, ShowMoreList, StatusBadge ---
export {
  FormField,
  TextField,
  EmailField,
  PhoneField,
  PasswordField,
  SelectField,
  ComboboxField,
  SwitchField,
  CheckboxField,
  MoneyField,
  PercentageField,
  SlugField,
  TextareaField,
  parseMoneyInput,
  minorToInput,
} from './FormFields';
export type {
  FormFieldProps,
  FieldControlProps,
  ControlledFieldProps,
  TextFieldProps,
  TextareaFieldProps,
  FieldOption,
  SelectFieldProps,
  ComboboxFieldProps,
  ToggleFieldProps,
  MoneyFieldProps,
  PercentageFieldProps,
} from './FormFields';
// A #rrggbb colour: hex input and native picker, with its WCAG contrast against white and black.
export { ColorField, ContrastCheck, contrastRatio, passesAA, AA_NORMAL_TEXT } from './ColorField';
export type { ColorFieldProps, ColorContrastLabels, ContrastCheckProps } from './ColorField';
// A number chosen with a slider between a minimum and a maximum, its value shown with its unit.
export { RangeField } from './RangeField';
export type { RangeFieldProps } from './RangeField';
// A vertical list reordered by each entry's handle, by pointer or keyboard (theme sections).
export { SortableList } from './SortableList';
export type { SortableListLabels, SortableListProps } from './SortableList';
// An ordered tree edited in place: rows moved and nested by pointer or keyboard (navigation menus).
export { TreeEditor } from './TreeEditor';
export type { TreeEditorLabels, TreeEditorProps, TreeItem } from './TreeEditor';
// A page in an iframe at a desktop, tablet or phone width (the theme editor's storefront preview).
export { DevicePreviewFrame, PREVIEW_DEVICE_WIDTHS } from './DevicePreviewFrame';
export type {
  DevicePreviewFrameProps,
  DevicePreviewLabels,
  PreviewDevice,
} from './DevicePreviewFrame';
// A write-only secret (API key, webhook secret): the saved one masked with Replace, a new one typed.
export { SecretField } from './SecretField';
export type { SecretFieldProps } from './SecretField';
// A start and an end (or one date and time) typed in a given time zone, as Unix seconds.
export { DateRangeField, DateTimeField, fromZonedInput, toZonedInput } from './DateRangeField';
export type { DateRangeFieldProps, DateTimeFieldProps } from './DateRangeField';
// A combobox: the behaviour (useCombobox) and the input with its listbox (Combobox), e.g. for a server search.
export { Combobox, useCombobox } from './Combobox';
export type { ComboboxOption, ComboboxProps, UseComboboxOptions } from './Combobox';
// A searchable choice from a long reference list (countries, states, time zones, currencies).
export { ReferenceSelect, ReferenceSelectField } from './ReferenceSelect';
export type {
  ReferenceOption,
  ReferenceSelectProps,
  ReferenceSelectBaseProps,
  ReferenceSelectFieldProps,
} from './ReferenceSelect';
// Several choices from a long reference list, chosen ones as removable chips (a tax rate's countries).
export { ReferenceMultiSelect, ReferenceMultiSelectField } from './ReferenceMultiSelect';
export type {
  ReferenceMultiSelectProps,
  ReferenceMultiSelectBaseProps,
  ReferenceMultiSelectFieldProps,
} from './ReferenceMultiSelect';
// A select whose Radix code loads on intent (list filters, page sizes).
export { LazySelect } from './LazySelect';
export type { LazySelectOption, LazySelectProps } from './LazySelect';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { UnsavedChangesDialog } from './UnsavedChangesDialog';
export type { UnsavedChangesDialogProps } from './UnsavedChangesDialog';
export { SaveBar } from './SaveBar';
export type { SaveBarProps } from './SaveBar';
export { ConflictDialog } from './ConflictDialog';
export type { ConflictDialogProps } from './ConflictDialog';
export { SettingsModal } from './SettingsModal';
export type { SettingsModalProps, SettingsNavItem } from './SettingsModal';
export { OfflineNotice } from './OfflineNotice';
export type { OfflineNoticeProps } from './OfflineNotice';
export { ShowMoreList } from './ShowMoreList';
export type { ShowMoreListProps } from './ShowMoreList';
export { StatusBadge, defaultStatusTones } from './StatusBadge';
export type { StatusBadgeProps, StatusTone } from './StatusBadge';

// --- Loading parts later: a component fetched on first use, a callback after the next paint ---
export { lazyComponent, useLazyComponent } from './lazy/lazy-component';
export type { LazyComponent } from './lazy/lazy-component';
export { afterNextPaint } from './schedule/after-next-paint';

// --- Tour ---
export { Tour, TOUR_TOOLTIP_WIDTH, TOUR_OVERLAY_COLOR, TOUR_PRIMARY_COLOR } from './Tour';
export type { TourProps, TourStep, TourEndStatus, TourPlacement } from './Tour';
