import { useEffect, useRef, useSyncExternalStore, type FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast, type ConflictDialogProps } from '@shop/ui';
import type { SchemaName } from '../http/contract';
import { restoredConflicts } from '../offline/restored-conflicts';
import type { BodyMapping } from './body-resolver';
import { useBodyForm, type BodyFormState } from './use-body-form';
import { savedToastKey } from './saved-toast';
import { useSaveConflict } from './use-save-conflict';

export interface EditFormOptions<
  Resource extends { updated_at: number },
  Values extends FieldValues,
  Schema extends z.ZodType<object>,
> {
  /** The record as loaded: the form starts from it and saves over its version. */
  record: Resource;
  /** The record's contract schema: a 409 brings the record as it is now, checked against it. */
  recordSchema: SchemaName;
  /** The record as the form's values (at the start, after a save, when taking theirs). */
  toFormValues: (record: Resource) => Values;
  /**
   * The update body without its version (`updated_at`, which the save adds): its schema, the one
   * step from the form's values to it, and the fields that show its messages (see bodyResolver).
   */
  body: BodyMapping<Values, Schema>;
  /** Sends the update (useUpdateWithConflict's mutateAsync); resolves the record as saved. */
  update: (body: z.output<Schema> & { updated_at: number }) => Promise<Resource>;
  /**
   * The record's version also moves on changes this form does not edit (an order's actions move
   * the order's, its note stays). While the loaded record still shows the values the form started
   * from, the form then edits its newest version; a change to them still ends in the conflict dialog.
   */
  followVersionWhileUnchanged?: boolean;
}

export interface EditFormState<Values extends FieldValues, Output> extends BodyFormState<
  Values,
  Output
> {
  /** Saves the checked body with the version edited; resolves true once saved (FormActions' onSave). */
  save: (checked: Output) => Promise<boolean>;
  /** The form element's submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The ConflictDialog's props: keep mine saves again over theirs, take theirs loads theirs. */
  conflictDialog: ConflictDialogProps;
}

/**
 * Every edit form of a saved record (§2): the form checked by the contract's update body, starting
 * from the loaded record; a save sends the version it edits, then starts again from what the server
 * saved and toasts what it saved ("Product saved"). The server's field errors land on their
 * fields, the first focused, the rest above them. A stale save (409) opens the conflict dialog with
 * the version saved meanwhile. The save bar (Save and Discard, off until something changes) and the
 * unsaved-changes prompt are FormActions', given `form` and `save`; FormFrame disables the fields
 * while saving.
 */
export function useEditForm<
  Resource extends { updated_at: number },
  Values extends FieldValues,
  Schema extends z.ZodType<object>,
>({
  record,
  recordSchema,
  toFormValues,
  body,
  update,
  followVersionWhileUnchanged = false,
}: EditFormOptions<Resource, Values, Schema>): EditFormState<Values, z.output<Schema>> {
  const { t } = useTranslation('general');
  const state = useBodyForm({ ...body, defaultValues: toFormValues(record) });
  const { form, clearFormErrors, showServerErrors } = state;
  const conflict = useSaveConflict(record, recordSchema, (current) =>
    form.reset(toFormValues(current)),
  );

  // Compared as JSON: both come from toFormValues, so their keys are in the same order.
  const loaded = followVersionWhileUnchanged ? JSON.stringify(toFormValues(record)) : '';
  const editing = followVersionWhileUnchanged ? JSON.stringify(form.formState.defaultValues) : '';
  useEffect(() => {
    if (followVersionWhileUnchanged && loaded === editing) conflict.saved(record);
  }, [followVersionWhileUnchanged, loaded, editing, record, conflict]);

  // A change kept offline was decided in the shell's conflict dialog: a form without edits shows
  // the version that won (the dialog has refetched the record by then).
  const decided = useSyncExternalStore(
    restoredConflicts.subscribe,
    restoredConflicts.decidedSnapshot,
  );
  const seenDecided = useRef(decided);
  useEffect(() => {
    if (seenDecided.current === decided) return;
    seenDecided.current = decided;
    if (form.formState.isDirty) return;
    conflict.saved(record);
    form.reset(toFormValues(record));
  }, [decided, form, conflict, record, toFormValues]);

  const save = async (checked: z.output<Schema>): Promise<boolean> => {
    clearFormErrors();
    try {
      const saved = await update({ ...checked, updated_at: conflict.version });
      conflict.saved(saved);
      form.reset(toFormValues(saved));
      toast.success(t(savedToastKey(recordSchema)));
      return true;
    } catch (error) {
      if (!conflict.caught(error)) showServerErrors(error);
      return false;
    }
  };

  return {
    ...state,
    save,
    onSubmit: (event) => void form.handleSubmit(save)(event),
    conflictDialog: conflict.dialogProps(() => form.handleSubmit(save)()),
  };
}
