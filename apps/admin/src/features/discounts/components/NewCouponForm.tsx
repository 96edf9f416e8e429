import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/admin-api';
import { hrefs } from '../../../app/routing/hrefs';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { useCreateAndOpen } from '../../../lib/forms/use-create-and-open';
import { couponBody, newCouponValues } from '../form/coupon-form';
import { useCreateCoupon } from '../queries';
import { CouponForm } from './CouponForm';
import { toastSaveFailure } from './save-failure';

/** A new code; once saved, the page becomes the code's page. */
export function NewCouponForm({ currency, timeZone }: { currency: Currency; timeZone: string }) {
  const { t } = useTranslation(['discounts', 'validation']);
  // This minute, once: the form's start does not move while it is open.
  const [start] = useState(() => newCouponValues(Math.floor(Date.now() / 1000)));
  const state = useBodyForm({ ...couponBody, defaultValues: start });
  const create = useCreateCoupon();

  const save = useCreateAndOpen({
    state,
    create: create.mutateAsync,
    createdMessage: t('general:toast.createdRecord.discountCode'),
    hrefOf: (created) => hrefs.discounts.discountCodeDetail(created.id),
    onRefused: (error) => toastSaveFailure(error, t('form.createFailed')),
  });

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
