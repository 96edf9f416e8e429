import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateOrderBodySchema, type Order } from '@shop/admin-api';
import { ConflictDialog, TextareaField } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import { FormActions } from '../../../lib/forms/FormActions';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useSaveEdit } from '../../../lib/forms/use-save-edit';
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
  const update = useUpdateOrderNote(order.id);
  const conflict = useSaveConflict(order, 'orderSchema', (current) =>
    form.reset({ note: current.note }),
  );
  const [formErrors, setFormErrors] = useState<string[]>([]);

  // An action (paid, fulfilled…) moves the order's version but leaves the note alone: the form then
  // edits the new version. A note changed by someone else keeps the old one, so saving shows the conflict.
  const savedNote = form.formState.defaultValues?.note;
  useEffect(() => {
    if (order.note === savedNote) conflict.saved(order);
  }, [order, savedNote, conflict]);

  const save = useSaveEdit<Order, z.output<typeof noteFormSchema>>(conflict, {
    send: update.mutateAsync,
    reset: (saved) => form.reset({ note: saved.note }),
    clearErrors: () => setFormErrors([]),
    showErrors: (error) => setFormErrors(applyServerFieldErrors(error, FIELDS, form.setError)),
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
            {t('general:fields.note')}
          </Heading>
          <FormErrors messages={formErrors} />
          <TextareaField
            control={form.control}
            name="note"
            label={t('orders.note.label')}
            description={t('orders.note.hint')}
            rows={3}
          />
          <FormActions
            form={form}
            onSave={save}
            onDiscard={() => setFormErrors([])}
            discardLabel={t('general:actions.discard')}
            saveLabel={t('orders.note.save')}
          />
        </Flex>
        <ConflictDialog {...conflict.dialogProps(() => form.handleSubmit(save)())} />
      </form>
    </Card>
  );
}
