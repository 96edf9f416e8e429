import { useMemo, useState, type RefObject } from 'react';
import { useController, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Flex, Grid, Text, TextField as RadixTextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { FormField, TextField, toast } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import { Thumbnail } from '../../../lib/images/Thumbnail';
import {
  defaultFulfillValues,
  fulfillFormSchema,
  fulfillServerFields,
  itemsToSend,
  openLines,
  type FulfillBody,
  type FulfillFormValues,
} from '../fulfill/fulfill-form';
import { useFulfillOrder } from '../queries';
import { refusalOf } from '../refused';
import * as styles from './order-detail.css';

function FulfillForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const open = useMemo(() => openLines(order), [order]);
  const schema = useMemo(() => fulfillFormSchema(open), [open]);
  const form = useForm<FulfillFormValues, unknown, FulfillBody>({
    resolver: translatedResolver(zodResolver(schema)),
    defaultValues: defaultFulfillValues(open),
  });
  const fulfill = useFulfillOrder(order.id);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const lines = useWatch({ control: form.control, name: 'lines' });
  const count = itemsToSend(open, lines);
  const { errors, isSubmitting } = form.formState;
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  const submit = async (body: FulfillBody) => {
    setFormErrors([]);
    try {
      await fulfill.mutateAsync(body);
    } catch (error) {
      // Refused by the order's state (someone else moved it on meanwhile): the page now shows the
      // order as it is (the query reloaded it), so the dialog closes and the reason is told, as for
      // the other actions. The quantities typed were for an order that is no longer there.
      const refusal = refusalOf(error, t);
      if (refusal) {
        toast.error(t('orders.refusals.reloaded', { reason: refusal }));
        onDone();
      } else
        setFormErrors(
          applyServerFieldErrors(error, fulfillServerFields(body, form.getValues()), form.setError),
        );
      return;
    }
    toast.success(
      t('orders.fulfill.done', { count: body.lines.reduce((n, line) => n + line.quantity, 0) }),
    );
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(submit, (invalid) => {
          // "Choose at least one item" is about every line: start from the first quantity.
          if (!invalid.lines?.some?.((line) => line?.quantity)) form.setFocus('lines.0.quantity');
        })(event)
      }
    >
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={formErrors} />
        <fieldset className={styles.fieldset}>
          <Text as="div" size="2" weight="bold" asChild>
            <legend>{t('orders.fulfill.items')}</legend>
          </Text>
          <ul className={styles.stack}>
            {open.map(({ line, left }, i) => (
              <li key={line.id}>
                <Flex gap="3" align="start">
                  <Thumbnail image={line.image} alt="" />
                  <QuantityField
                    form={form}
                    index={i}
                    label={[line.title, line.variant_title].filter(Boolean).join(' · ')}
                    description={[
                      line.sku ? t('orders.lines.sku', { sku: line.sku }) : '',
                      t('orders.fulfill.left', { count: left }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    max={left}
                  />
                </Flex>
              </li>
            ))}
          </ul>
          {linesError ? (
            <Text as="p" size="2" color="red" role="alert" mt="2">
              {linesError}
            </Text>
          ) : null}
        </fieldset>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <TextField
            control={form.control}
            name="tracking_company"
            label={t('orders.fulfill.trackingCompany')}
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="tracking_number"
            label={t('orders.fulfill.trackingNumber')}
            autoComplete="off"
          />
          <div className={styles.wide}>
            <TextField
              control={form.control}
              name="tracking_url"
              label={t('orders.fulfill.trackingUrl')}
              description={t('orders.fulfill.trackingUrlHint')}
              autoComplete="off"
            />
          </div>
        </Grid>
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={isSubmitting}>
              {t('orders.actions.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={isSubmitting}>
            {t('orders.fulfill.submit', { count })}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** A line's quantity to send now: a whole number from 0 (keep it back) to what is left. */
function QuantityField({
  form,
  index,
  label,
  description,
  max,
}: {
  form: UseFormReturn<FulfillFormValues, unknown, FulfillBody>;
  index: number;
  label: string;
  description: string;
  max: number;
}) {
  const name = `lines.${index}.quantity` as const;
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FormField label={label} description={description} error={fieldState.error?.message}>
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          className={styles.quantityInput}
        />
      )}
    </FormField>
  );
}

/**
 * "Fulfil": choose the lines and quantities that leave the shop now (everything left by default) and
 * the optional tracking, then send them in one call. Opened by FulfillButton.
 */
export function FulfillDialog({
  order,
  open,
  onOpenChange,
  trigger,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (FulfillButton's, outside this lazy module): focus returns there. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('non-settings');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="600px"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <Dialog.Title>
          {t('orders.fulfill.title', {
            number: t('general:fields.orderNumber', { number: order.order_number }),
          })}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('orders.fulfill.description')}
        </Dialog.Description>
        {/* The content unmounts when closed: every opening starts from what is left now. */}
        <FulfillForm order={order} onDone={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
