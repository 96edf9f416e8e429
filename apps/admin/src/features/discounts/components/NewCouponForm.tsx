import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { couponBody, newCouponValues, type CouponFormOutput } from '../form/coupon-form';
import { useCreateCoupon } from '../queries';
import { CouponForm } from './CouponForm';
import { toastSaveFailure } from './save-failure';

/** A new code; once saved, the page becomes the code's page. */
export function NewCouponForm({ currency, timeZone }: { currency: Currency; timeZone: string }) {
  const { t } = useTranslation(['discounts', 'validation']);
  const navigate = useNavigate();
  // This minute, once: the form's start does not move while it is open.
  const [start] = useState(() => newCouponValues(Math.floor(Date.now() / 1000)));
  const state = useBodyForm({ ...couponBody, defaultValues: start });
  const create = useCreateCoupon();

  const save = async (body: CouponFormOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const created = await create.mutateAsync(body);
      toast.success(t('general:toast.createdRecord.discountCode'));
      // Saved, so nothing is lost: no prompt, and Back does not return to an empty "new" form.
      // Awaited: the fields stay disabled until the record's page replaces this one (typed meanwhile,
      // a change would be lost with the form).
      await navigate(hrefs.discounts.discountCodeDetail(created.id), {
        replace: true,
        state: LEAVE_WITHOUT_PROMPT,
      });
      return true;
    } catch (error) {
      state.showServerErrors(error);
      toastSaveFailure(error, t('form.createFailed'));
      return false;
    }
  };

  return (
    <CouponForm
      form={state.form}
      onSave={save}
      formErrors={state.formErrors}
      clearFormErrors={state.clearFormErrors}
      label={t('form.newTitle')}
      saveLabel={t('form.create')}
      currency={currency}
      timeZone={timeZone}
    />
  );
}
