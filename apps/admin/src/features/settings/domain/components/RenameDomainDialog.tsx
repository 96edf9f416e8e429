import { useState } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@shop/admin-api';
import { ConflictDialog, TextField } from '@shop/ui';
import { DialogFormActions } from '../../../../lib/forms/DialogFormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { renameBody, toRenameValues, type RenameValues } from '../form/domain-form';
import { useUpdateDomain } from '../queries';

/**
 * A custom domain's new name, saved over the version it was opened at (409: the conflict dialog).
 * The new name is checked again before it can be primary: the server says so by its status.
 */
export function RenameDomainDialog({ domain }: { domain: Domain }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button type="button" size="1" variant="soft" color="gray">
          {t('domain.rename.action')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('domain.rename.title', { host: domain.host })}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('domain.rename.description')}
        </Dialog.Description>
        {/* Mounted while open: each opening starts from the domain as it is now. */}
        {open ? <RenameForm domain={domain} onDone={() => setOpen(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RenameForm({ domain, onDone }: { domain: Domain; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const update = useUpdateDomain(domain.id);
  const edit = useEditForm({
    record: domain,
    recordSchema: 'domainSchema',
    toFormValues: toRenameValues,
    body: renameBody,
    update: update.mutateAsync,
  });
  const { form } = edit;
  /** Resolves true once saved, the dialog then closed (and a navigation held by the prompt goes on). */
  const save = async (body: RenameValues): Promise<boolean> => {
    const saved = await edit.save(body);
    if (saved) onDone();
    return saved;
  };
  return (
    <FormFrame form={form} onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={edit.formErrors} />
        <TextField
          control={form.control}
          name="domain"
          label={t('domain.connect.domain')}
          autoComplete="off"
          maxLength={253}
        />
        <DialogFormActions
          form={form}
          onSave={save}
          cancelLabel={t('general:actions.cancel')}
          submitLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
