import { useRef, useState, type FormEvent, type Ref } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { addCustomerGroupMembersBodySchema, type CustomerGroup } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { fieldErrors } from '../../../lib/http/errors';
import { translateValidationMessage } from '../../../lib/i18n/zod-messages';
import { pickErrors, type PickedCustomer } from '../form/customer-picks';
import { useAddCustomerGroupMembers } from '../queries';
import { CustomerPicker } from './CustomerPicker';
// The user's input is validated here: zod's messages in the user's language.
import '../../../lib/i18n/zod-config';

const isOpenCombobox = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.getAttribute('role') === 'combobox' &&
  target.getAttribute('aria-expanded') === 'true';

const NO_REFUSALS: ReadonlyMap<string, string> = new Map();

/**
 * "Add customers": pick several customers in a dialog, then add them in one call (the contract's
 * body checks the picks first). They join the group at once; the dialog closes and says how many.
 */
export function AddMembersDialog({
  group,
  triggerRef,
}: {
  group: CustomerGroup;
  /** The dialog's button, for the section to put the focus back on. */
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('non-settings');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedCustomer[]>([]);
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState(NO_REFUSALS);
  const input = useRef<HTMLInputElement | null>(null);
  const add = useAddCustomerGroupMembers(group.id);

  // Every opening starts with no picks.
  const close = () => {
    setOpen(false);
    setPicked([]);
    setError(undefined);
    setRefused(NO_REFUSALS);
  };

  const refuse = (message: string | undefined) => {
    setError(translateValidationMessage(message));
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ids = picked.map((customer) => customer.id);
    const body = addCustomerGroupMembersBodySchema.safeParse({ customer_ids: ids });
    if (!body.success) return refuse(body.error.issues[0]?.message);
    setError(undefined);
    setRefused(NO_REFUSALS);
    try {
      await add.mutateAsync(body.data);
    } catch (failure) {
      // Refused picks (e.g. a customer deleted meanwhile) are marked in the list; other failures
      // without field errors are reported by the HTTP client.
      const errors = fieldErrors(failure);
      if (errors.length > 0) {
        setRefused(pickErrors(errors, ids));
        refuse(errors[0]?.title);
      }
      return;
    }
    toast.success(t('customerGroups.add.added', { count: ids.length }));
    close();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        // Not while the picks are being added: the dialog reports how that went.
        else if (!add.isPending) close();
      }}
    >
      <Dialog.Trigger>
        <Button ref={triggerRef}>{t('customerGroups.add.action')}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        maxWidth="560px"
        // Room for the search's list of customers below the field, without scrolling the dialog.
        minHeight="480px"
        aria-busy={add.isPending || undefined}
        // Radix hears Escape on the document before the picker does: while the picker's list is
        // open, Escape closes only that list.
        onEscapeKeyDown={(event) => {
          if (isOpenCombobox(event.target)) event.preventDefault();
        }}
      >
        <Dialog.Title>{t('customerGroups.add.title', { name: group.name })}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('customerGroups.add.description')}
        </Dialog.Description>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Flex direction="column" gap="4" mt="4">
            <CustomerPicker
              label={t('customerGroups.picker.label')}
              picked={picked}
              onChange={(next) => {
                setPicked(next);
                setError(undefined);
              }}
              groupId={group.id}
              error={error}
              pickErrors={refused}
              inputRef={(element) => {
                input.current = element;
              }}
            />
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={add.isPending}>
                  {t('general:actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={add.isPending}>
                {picked.length === 0
                  ? t('customerGroups.add.action')
                  : t('customerGroups.add.submit', { count: picked.length })}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
