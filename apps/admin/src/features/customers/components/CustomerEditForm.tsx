import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { customerSchema, updateCustomerBodySchema, type Customer } from '@shop/admin-api';
import {
  ConflictDialog,
  EmailField,
  PhoneField,
  TextareaField,
  TextField,
  toast,
  UnsavedChangesDialog,
} from '@shop/ui';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
} from '../../../lib/forms/unsaved-changes';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useUpdateCustomer } from '../queries';

/** The contract's update body; the version stamp (updated_at) is added from the loaded customer. */
const customerFormSchema = updateCustomerBodySchema.omit({ updated_at: true });
type CustomerFormInput = z.input<typeof customerFormSchema>;
type CustomerFormValues = z.output<typeof customerFormSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'note'] as const;

function toFormInput(customer: Customer): CustomerFormInput {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone ?? '',
    note: customer.note,
  };
}

export function CustomerEditForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const form = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: translatedResolver(zodResolver(customerFormSchema)),
    defaultValues: toFormInput(customer),
  });
  const { isDirty, isSubmitting } = form.formState;
  const update = useUpdateCustomer(customer.id);
  const conflict = useSaveConflict(customer, customerSchema, (current) =>
    form.reset(toFormInput(current)),
  );
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);

  const save = async (values: CustomerFormValues): Promise<boolean> => {
    setFormErrors([]);
    try {
      const saved = await update.mutateAsync({ ...values, updated_at: conflict.version });
      conflict.saved(saved);
      form.reset(toFormInput(saved));
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
    <Card size="3" asChild>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        aria-labelledby="customer-form-title"
      >
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="customer-form-title">
            {t('customers.form.title')}
          </Heading>

          {formErrors.length > 0 ? (
            <Callout.Root color="red" role="alert">
              {formErrors.map((message) => (
                <Callout.Text key={message}>{message}</Callout.Text>
              ))}
            </Callout.Root>
          ) : null}

          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <TextField
              control={form.control}
              name="first_name"
              label={t('customers.fields.firstName')}
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="last_name"
              label={t('customers.fields.lastName')}
              autoComplete="off"
            />
            <EmailField
              control={form.control}
              name="email"
              label={t('customers.fields.email')}
              autoComplete="off"
            />
            <PhoneField
              control={form.control}
              name="phone"
              label={t('customers.fields.phone')}
              description={t('customers.fields.phoneHint')}
              autoComplete="off"
            />
          </Grid>
          <TextareaField control={form.control} name="note" label={t('customers.fields.note')} />

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
              {t('customers.form.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
              {t('customers.form.save')}
            </Button>
          </Flex>
        </Flex>
        <UnsavedChangesDialog {...unsavedChangesDialogProps(blocker, saveBeforeLeaving)} />
        <ConflictDialog {...conflict.dialogProps(() => form.handleSubmit(save)())} />
      </form>
    </Card>
  );
}
