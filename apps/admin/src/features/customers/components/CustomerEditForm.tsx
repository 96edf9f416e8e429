import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card, Flex, Grid, Heading, TextArea, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateCustomerBodySchema, type Customer } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { FormField } from '../../../lib/forms/FormField';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { UnsavedChangesDialog, useUnsavedChangesBlocker } from '../../../lib/forms/unsaved-changes';
import { translateValidationMessage } from '../../../lib/i18n';
import { conflictingCustomer, useUpdateCustomer } from '../queries';

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
    resolver: zodResolver(customerFormSchema),
    defaultValues: toFormInput(customer),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const update = useUpdateCustomer(customer.id);
  // The version this form edits; a save against an older one gets 409 instead of overwriting.
  const [version, setVersion] = useState(customer.updated_at);
  const [conflict, setConflict] = useState<Customer | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);

  const save = async (values: CustomerFormValues): Promise<boolean> => {
    setConflict(null);
    setFormErrors([]);
    try {
      const saved = await update.mutateAsync({ ...values, updated_at: version });
      setVersion(saved.updated_at);
      form.reset(toFormInput(saved));
      toast.success(t('general:toast.saved'));
      return true;
    } catch (error) {
      const current = conflictingCustomer(error);
      if (current) setConflict(current);
      else setFormErrors(applyServerFieldErrors(error, FIELDS, form.setError));
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

  const loadTheirs = () => {
    if (!conflict) return;
    setVersion(conflict.updated_at);
    form.reset(toFormInput(conflict));
    setConflict(null);
  };

  const keepMine = () => {
    if (!conflict) return;
    // Saving again now overwrites their version on purpose.
    setVersion(conflict.updated_at);
    setConflict(null);
  };

  const fieldError = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? translateValidationMessage(message) : undefined;
  };

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

          {conflict ? (
            <Callout.Root color="amber" role="alert">
              <Callout.Text>{t('customers.form.conflict')}</Callout.Text>
              <Flex gap="2" wrap="wrap">
                <Button type="button" size="1" variant="soft" onClick={loadTheirs}>
                  {t('customers.form.loadTheirs')}
                </Button>
                <Button type="button" size="1" variant="ghost" onClick={keepMine}>
                  {t('customers.form.keepMine')}
                </Button>
              </Flex>
            </Callout.Root>
          ) : null}
          {formErrors.length > 0 ? (
            <Callout.Root color="red" role="alert">
              {formErrors.map((message) => (
                <Callout.Text key={message}>{message}</Callout.Text>
              ))}
            </Callout.Root>
          ) : null}

          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <FormField
              id="customer-first-name"
              label={t('customers.fields.firstName')}
              error={fieldError('first_name')}
            >
              <TextField.Root autoComplete="off" {...form.register('first_name')} />
            </FormField>
            <FormField
              id="customer-last-name"
              label={t('customers.fields.lastName')}
              error={fieldError('last_name')}
            >
              <TextField.Root autoComplete="off" {...form.register('last_name')} />
            </FormField>
            <FormField
              id="customer-email"
              label={t('customers.fields.email')}
              error={fieldError('email')}
            >
              <TextField.Root type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField
              id="customer-phone"
              label={t('customers.fields.phone')}
              error={fieldError('phone')}
              hint={t('customers.fields.phoneHint')}
            >
              <TextField.Root type="tel" autoComplete="off" {...form.register('phone')} />
            </FormField>
          </Grid>
          <FormField
            id="customer-note"
            label={t('customers.fields.note')}
            error={fieldError('note')}
          >
            <TextArea rows={4} resize="vertical" {...form.register('note')} />
          </FormField>

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
        <UnsavedChangesDialog blocker={blocker} onSave={saveBeforeLeaving} saving={isSubmitting} />
      </form>
    </Card>
  );
}
