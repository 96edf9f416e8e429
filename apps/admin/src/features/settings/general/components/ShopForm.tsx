import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Shop } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import type { BodyMapping } from '../../../../lib/forms/body-resolver';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { useEditForm, type EditFormState } from '../../../../lib/forms/use-edit-form';
import { useUpdateShop } from '../queries';

/**
 * The edit form of one general settings page: its fields of the shop, saved with PUT shop over
 * the version loaded. Other pages (and the guided tour) move the shop's version too; while this
 * form's fields are unchanged it follows the newest version, so only a change to its own fields
 * meanwhile ends in the conflict dialog.
 */
export function useShopForm<Values extends FieldValues, Schema extends z.ZodType<object>>(
  shop: Shop,
  toFormValues: (shop: Shop) => Values,
  body: BodyMapping<Values, Schema>,
  /** Sends the save (PUT shop unless given: the address has its own call). */
  update?: (body: z.output<Schema> & { updated_at: number }) => Promise<Shop>,
): EditFormState<Values, z.output<Schema>> {
  const updateShop = useUpdateShop();
  return useEditForm({
    record: shop,
    recordSchema: 'shopSchema',
    toFormValues,
    body,
    update: update ?? updateShop.mutateAsync,
    followVersionWhileUnchanged: true,
  });
}

/** The frame around a page's fields: messages of no field, Discard and Save, the dialogs. */
export function ShopForm<Values extends FieldValues, Output>({
  edit,
  label,
  children,
}: {
  edit: EditFormState<Values, Output>;
  /** The form's accessible name (the page's title). */
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <FormFrame form={edit.form} onSubmit={edit.onSubmit} aria-label={label}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        {children}
        <FormActions
          form={edit.form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
