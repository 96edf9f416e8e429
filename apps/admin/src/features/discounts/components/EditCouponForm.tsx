import { useTranslation } from 'react-i18next';
import type { Coupon, Currency, UpdateCouponBody } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { couponBody, toCouponValues } from '../form/coupon-form';
import { useUpdateCoupon } from '../queries';
import { CouponForm } from './CouponForm';
import { toastSaveFailure } from './save-failure';

/** A saved code, protected against overwriting someone else's save (409). */
export function EditCouponForm({
  coupon,
  currency,
  timeZone,
}: {
  coupon: Coupon;
  currency: Currency;
  timeZone: string;
}) {
  const { t } = useTranslation(['discounts', 'validation']);
  const update = useUpdateCoupon(coupon.id);
  const edit = useEditForm({
    record: coupon,
    recordSchema: 'couponSchema',
    toFormValues: toCouponValues,
    body: couponBody,
    update: async (body: UpdateCouponBody) => {
      try {
        return await update.mutateAsync(body);
      } catch (error) {
        toastSaveFailure(error, t('form.updateFailed'));
        throw error;
      }
    },
  });

  return (
    <CouponForm
      form={edit.form}
      onSave={edit.save}
      formErrors={edit.formErrors}
      clearFormErrors={edit.clearFormErrors}
      label={t('form.title')}
      saveLabel={t('general:actions.save')}
      currency={currency}
      timeZone={timeZone}
      groupDeleted={coupon.customer_eligibility === 'customer_group' && !coupon.customer_group}
      dialogs={<ConflictDialog {...edit.conflictDialog} />}
    />
  );
}
