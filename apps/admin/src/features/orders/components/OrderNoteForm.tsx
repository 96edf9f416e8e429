import { Card, Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { updateOrderBodySchema, type Order } from '@shop/admin-api';
import { ConflictDialog, TextareaField } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { plainBody } from '../../../lib/forms/body-resolver';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { useUpdateOrderNote } from '../queries';

/** The contract's update body; the version stamp (updated_at) comes from the loaded order. */
const noteBody = plainBody(updateOrderBodySchema.omit({ updated_at: true }), ['note']);
const toFormValues = (order: Order) => ({ note: order.note });

/** The merchant's own note on the order, saved with the order's version (lost-update check). */
export function OrderNoteForm({ order }: { order: Order }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const update = useUpdateOrderNote(order.id);
  const edit = useEditForm({
    record: order,
    recordSchema: 'orderSchema',
    toFormValues,
    body: noteBody,
    update: update.mutateAsync,
    // An action (paid, fulfilled…) moves the order's version but leaves the note alone: the form
    // then edits the new version. A note changed by someone else keeps the old one, so saving shows
    // the conflict.
    followVersionWhileUnchanged: true,
  });
  const { form } = edit;

  return (
    <Card size="2" asChild>
      <FormFrame form={form} onSubmit={edit.onSubmit} aria-labelledby="order-note-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="order-note-title">
            {t('general:fields.note')}
          </Heading>
          <FormErrors messages={edit.formErrors} />
          <TextareaField
            control={form.control}
            name="note"
            label={t('orders.note.label')}
            description={t('orders.note.hint')}
            rows={3}
          />
          <FormActions
            form={form}
            onSave={edit.save}
            onDiscard={edit.clearFormErrors}
            discardLabel={t('general:actions.discard')}
            saveLabel={t('general:actions.save')}
          />
        </Flex>
        <ConflictDialog {...edit.conflictDialog} />
      </FormFrame>
    </Card>
  );
}
