import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateCustomerBodySchema, type Customer } from '@shop/admin-api';
import { ConflictDialog, EmailField, PhoneField, TextareaField, TextField } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { FormActions } from '../../../lib/forms/FormActions';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useSaveEdit } from '../../../lib/forms/use-save-edit';
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
  const update = useUpdateCustomer(customer.id);
  const conflict = useSaveConflict(customer, 'customerSchema', (current) =>
    form.reset(toFormInput(current)),
  );
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const save = useSaveEdit<Customer, CustomerFormValues>(conflict, {
    send: update.mutateAsync,
    reset: (saved) => form.reset(toFormInput(saved)),
    clearErrors: () => setFormErrors([]),
    showErrors: (error) => setFormErrors(applyServerFieldErrors(error, FIELDS, form.setError)),
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
            {t('general:sections.details')}
          </Heading>

          <FormErrors messages={formErrors} />

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
              label={t('general:fields.email')}
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
          <TextareaField control={form.control} name="note" label={t('general:fields.note')} />

          <FormActions
            form={form}
            onSave={save}
            onDiscard={() => setFormErrors([])}
            discardLabel={t('general:actions.discard')}
            saveLabel={t('general:actions.save')}
          />
        </Flex>
        <ConflictDialog {...conflict.dialogProps(() => form.handleSubmit(save)())} />
      </form>
    </Card>
  );
}
