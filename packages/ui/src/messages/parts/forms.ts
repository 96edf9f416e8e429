/** Messages of form fields, dialogs, SettingsModal, ShowMoreList and StatusBadge. */
export interface FormMessages {
  // Form fields
  /** PasswordField toggle, while the password is hidden. */
  showPassword: string;
  /** PasswordField toggle, while the password is shown. */
  hidePassword: string;
  /** SelectField placeholder when nothing is chosen. */
  selectPlaceholder: string;
  /** ComboboxField: the search matches no option. */
  comboboxNoResults: string;
  /** ComboboxField: the button that opens the list. */
  comboboxShowOptions: string;
  /** ReferenceSelect (clearable): the button that clears the choice. */
  referenceSelectClear: string;
  /** SlugField: the rule of SPEC §5, shown under the field. */
  slugRule: string;
  /** SecretField: said of a saved secret, of which only the last characters are shown. */
  secretSaved: string;
  /** SecretField: the button that opens a saved secret's field for a new value. */
  secretReplace: string;
  /** SecretField: the button that gives up the new value and keeps the saved one. */
  secretKeep: string;
  /** SecretField: the show/hide toggle of the value being typed. */
  secretShow: string;
  secretHide: string;
  // ConfirmDialog
  confirm: string;
  cancel: string;
  // UnsavedChangesDialog (SPEC §2: choices Leave / Save changes)
  unsavedTitle: string;
  unsavedDescription: string;
  unsavedLeave: string;
  unsavedSave: string;
  /** Addition to §2's two choices: stay on the form (what Escape does too). */
  unsavedKeepEditing: string;
  // SaveBar (the foot of an edit form; sticks to the screen's bottom while the form has changes)
  /** The bar's group name, for screen readers. */
  saveBarLabel: string;
  /** Said while the form has changes. */
  saveBarUnsaved: string;
  saveBarSave: string;
  saveBarDiscard: string;
  // ConflictDialog (a save refused with 409: Keep mine / Take theirs)
  conflictTitle: string;
  conflictDescription: string;
  conflictKeepMine: string;
  conflictTakeTheirs: string;
  // SettingsModal
  settingsNavigation: string;
  closeSettings: string;
  // ShowMoreList
  showMore: string;
  showLess: string;
}

export const defaultFormMessages: FormMessages = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  selectPlaceholder: 'Select…',
  comboboxNoResults: 'No matches',
  comboboxShowOptions: 'Show options',
  referenceSelectClear: 'Clear selection',
  slugRule:
    'Use lowercase letters and digits, with single - or _ between them; at least 5 characters.',
  secretSaved: 'Saved. Only its last characters are shown; replace it to enter a new one.',
  secretReplace: 'Replace',
  secretKeep: 'Keep saved',
  secretShow: 'Show',
  secretHide: 'Hide',
  confirm: 'Confirm',
  cancel: 'Cancel',
  unsavedTitle: 'Leave with unsaved changes?',
  unsavedDescription:
    'You have changes that are not saved yet. Leave now and they are lost, or save them first.',
  unsavedLeave: 'Leave',
  unsavedSave: 'Save changes',
  unsavedKeepEditing: 'Keep editing',
  saveBarLabel: 'Save or discard changes',
  saveBarUnsaved: 'Unsaved changes',
  saveBarSave: 'Save',
  saveBarDiscard: 'Discard',
  conflictTitle: 'Someone else saved changes',
  conflictDescription:
    'This was changed and saved by someone else after you opened it. Keep your version to overwrite theirs, or take theirs and lose your edits.',
  conflictKeepMine: 'Keep mine',
  conflictTakeTheirs: 'Take theirs',
  settingsNavigation: 'Settings navigation',
  closeSettings: 'Close settings',
  showMore: 'Show more',
  showLess: 'Show less',
};
