import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { orderSchema, updateOrderBodySchema, type Order } from '@shop/admin-api';
import { ConflictDialog, TextareaField, toast, UnsavedChangesDialog } from '@shop/ui';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
} from '../../../lib/forms/unsaved-changes';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useUpdateOrderNote } from '../queries';

/** The contract's update body; the version stamp (updated_at) comes from the loaded order. */
const noteFormSchema = updateOrderBodySchema.omit({ updated_at: true });
type NoteFormValues = z.input<typeof noteFormSchema>;
const FIELDS = ['note'] as const;

/** The merchant's own note on the order, saved with the order's version (lost-update check). */
export function OrderNoteForm({ order }: { order: Order }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const form = useForm<NoteFormValues, unknown, z.output<typeof noteFormSchema>>({
    resolver: translatedResolver(zodResolver(noteFormSchema)),
    defaultValues: { note: order.note },
  });
  const { isDirty, isSubmitting } = form.formState;
  const update = useUpdateOrderNote(order.id);
  const conflict = useSaveConflict(order, orderSchema, (current) =>
    form.reset({ note: current.note }),
  );
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);

  // An action (paid, fulfilled…) moves the order's version but leaves the note alone: the form then
  // edits the new version. A note changed by someone else keeps the old one, so saving shows the conflict.
  const savedNote = form.formState.defaultValues?.note;
  useEffect(() => {
    if (order.note === savedNote) conflict.saved(order);
  }, [order, savedNote, conflict]);

  const save = async (values: z.output<typeof noteFormSchema>): Promise<boolean> => {
    setFormErrors([]);
    try {
      const saved = await update.mutateAsync({ ...values, updated_at: conflict.version });
      conflict.saved(saved);
      form.reset({ note: saved.note });
      toast.success(t('general:toast.saved'));
      return true;
    } catch (error) {
      if (!conflict.caught(error)) {
        setFormErrors(applyServerFieldErrors(error, FIELDS, form.setError));
      }
      return false;
    }
  };

  /** For the unsaved-changes dialog: validate and save, and say whether it worked. */
  const saveBeforeLeaving = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => resolve(await save(values)),
        () => resolve(false),
      )();
    });

  return (
    <Card size="2" asChild>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        aria-labelledby="order-note-title"
      >
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="order-note-title">
            {t('orders.note.title')}
          </Heading>
          {formErrors.length > 0 ? (
            <Callout.Root color="red" role="alert">
              {formErrors.map((message) => (
                <Callout.Text key={message}>{message}</Callout.Text>
              ))}
            </Callout.Root>
          ) : null}
          <TextareaField
            control={form.control}
            name="note"
            label={t('orders.note.label')}
            description={t('orders.note.hint')}
            rows={3}
          />
          <Flex gap="3" justify="end">
            <Button
              type="button"
              variant="soft"
              color="gray"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                form.reset();
                setFormErrors([]);
              }}
            >
              {t('orders.note.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
              {t('orders.note.save')}
            </Button>
          </Flex>
        </Flex>
        <UnsavedChangesDialog {...unsavedChangesDialogProps(blocker, saveBeforeLeaving)} />
        <ConflictDialog {...conflict.dialogProps(() => form.handleSubmit(save)())} />
      </form>
    </Card>
  );
}
