import { useState } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CreateDomainBody } from '@shop/admin-api';
import { TextField, toast } from '@shop/ui';
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
  const { isDirty, isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset(NEW_DOMAIN);
    clearFormErrors();
  };

  const save = async (body: CreateDomainBody) => {
    clearFormErrors();
    try {
      const domain = await connect.mutateAsync(body);
      toast.success(t('domain.connect.connected', { host: domain.host }));
      close();
    } catch (error) {
      showServerErrors(error);
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
        <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
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
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={isSubmitting}>
                  {t('general:actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
                {t('domain.connect.submit')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
