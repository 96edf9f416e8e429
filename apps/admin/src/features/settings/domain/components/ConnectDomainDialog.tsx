import { useState } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CreateDomainBody } from '@shop/admin-api';
import { TextField, toast } from '@shop/ui';
import { DialogFormActions } from '../../../../lib/forms/DialogFormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import { connectBody, NEW_DOMAIN } from '../form/domain-form';
import { useConnectDomain } from '../queries';

/**
 * "Connect domain": a domain the merchant owns, checked by the §5 host name rule here and again by
 * the server (taken, the platform's own). Once connected it is listed with the records to add.
 */
export function ConnectDomainDialog() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const connect = useConnectDomain();
  const { form, formErrors, clearFormErrors, showServerErrors } = useBodyForm({
    ...connectBody,
    defaultValues: NEW_DOMAIN,
  });
  const { isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset(NEW_DOMAIN);
    clearFormErrors();
  };

  /** Resolves true once connected (the unsaved-changes prompt's "Save changes" then leaves). */
  const save = async (body: CreateDomainBody): Promise<boolean> => {
    clearFormErrors();
    try {
      const domain = await connect.mutateAsync(body);
      toast.success(t('domain.connect.connected', { host: domain.host }));
      close();
      return true;
    } catch (error) {
      showServerErrors(error);
      return false;
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (!isSubmitting) close();
      }}
    >
      <Dialog.Trigger>
        <Button type="button">{t('domain.connect.action')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px" aria-busy={isSubmitting || undefined}>
        <Dialog.Title>{t('domain.connect.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('domain.connect.description')}
        </Dialog.Description>
        <FormFrame form={form} onSubmit={(event) => void form.handleSubmit(save)(event)}>
          <Flex direction="column" gap="4" mt="4">
            <FormErrors messages={formErrors} />
            <TextField
              control={form.control}
              name="domain"
              label={t('domain.connect.domain')}
              placeholder="shop.example.com"
              autoComplete="off"
              maxLength={253}
            />
            <DialogFormActions
              form={form}
              onSave={save}
              cancelLabel={t('general:actions.cancel')}
              submitLabel={t('domain.connect.submit')}
            />
          </Flex>
        </FormFrame>
      </Dialog.Content>
    </Dialog.Root>
  );
}
