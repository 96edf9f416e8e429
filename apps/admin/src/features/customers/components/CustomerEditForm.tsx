import { Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateCustomerBodySchema, type Customer } from '@shop/admin-api';
import { ConflictDialog, EmailField, PhoneField, TextareaField, TextField } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { plainBody } from '../../../lib/forms/body-resolver';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { useUpdateCustomer } from '../queries';

/** The contract's update body; the version stamp (updated_at) is added from the loaded customer. */
const customerFormSchema = updateCustomerBodySchema.omit({ updated_at: true });
type CustomerFormInput = z.input<typeof customerFormSchema>;

function toFormInput(customer: Customer): CustomerFormInput {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone ?? '',
    note: customer.note,
  };
}

/** The form edits the body itself. */
const customerBody = plainBody(customerFormSchema, [
  'first_name',
  'last_name',
  'email',
  'phone',
  'note',
]);

export function CustomerEditForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const update = useUpdateCustomer(customer.id);
  const edit = useEditForm({
    record: customer,
    recordSchema: 'customerSchema',
    toFormValues: toFormInput,
    body: customerBody,
    update: update.mutateAsync,
  });
  const { form } = edit;

  return (
    <Card size="3" asChild>
      <FormFrame form={form} onSubmit={edit.onSubmit} aria-labelledby="customer-form-title">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="customer-form-title">
            {t('general:sections.details')}
          </Heading>

          <FormErrors messages={edit.formErrors} />

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
