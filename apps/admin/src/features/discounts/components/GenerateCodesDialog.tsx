import { useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  COUPON_GENERATE_MAX,
  COUPON_PREFIX_MAX,
  type Coupon,
  type CouponSummary,
} from '@shop/admin-api';
import { TextField, toast } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { couponsCsv, csvFileName, downloadCsv } from '../csv';
import { GENERATE_START, generateBody } from '../form/generate-form';
import { useGenerateCoupons } from '../queries';
import { toastSaveFailure } from './save-failure';

/** The prefix and count; once generated, the new codes to download. */
function GenerateForm({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation(['discounts', 'validation']);
  const state = useBodyForm({ ...generateBody(coupon), defaultValues: GENERATE_START });
  const generate = useGenerateCoupons();
  const [made, setMade] = useState<CouponSummary[] | null>(null);
  const { isSubmitting } = state.form.formState;

  const save = async (body: Parameters<typeof generate.mutateAsync>[0]) => {
    state.clearFormErrors();
    try {
      const codes = await generate.mutateAsync(body);
      setMade(codes);
      toast.success(t('generate.done', { count: codes.length }));
    } catch (error) {
      state.showServerErrors(error);
      toastSaveFailure(error, t('generate.failed'));
    }
  };

  if (made) {
    return (
      <Flex direction="column" gap="4" mt="4">
        <Text as="p" size="2" role="status">
          {t('generate.done', { count: made.length })}
        </Text>
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('general:actions.back')}
            </Button>
          </Dialog.Close>
          <Button type="button" onClick={() => downloadCsv(csvFileName(), couponsCsv(made))}>
            {t('generate.download')}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void state.form.handleSubmit(save)(event)}>
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={state.formErrors} />
        <TextField
          control={state.form.control}
          name="prefix"
          label={t('generate.prefix')}
          description={t('generate.prefixHint')}
          maxLength={COUPON_PREFIX_MAX}
          autoComplete="off"
        />
        <TextField
          control={state.form.control}
          name="count"
          label={t('generate.count')}
          description={t('generate.countHint', { max: COUPON_GENERATE_MAX })}
          autoComplete="off"
        />
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={isSubmitting}>
              {t('general:actions.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
            {t('generate.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * Bulk-generates codes with a saved code's rules: N unique codes of a prefix and a random part, to
 * hand out one per customer, then offers them as a CSV file. Each opening starts afresh.
 */
export function GenerateCodesDialog({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('discounts');
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="soft">{t('generate.action')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('generate.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('generate.description')}
        </Dialog.Description>
        <GenerateForm key={coupon.updated_at} coupon={coupon} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
