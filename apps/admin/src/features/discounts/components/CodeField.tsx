import { useController, type Control } from 'react-hook-form';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, randomCouponCode } from '@shop/admin-api';
import { TextField } from '@shop/ui';
import type { CouponFormOutput, CouponFormValues } from '../form/coupon-form';
import * as styles from './discounts.css';

/** An integer in [0, size) from the browser's cryptographic random source. */
function randomIndex(size: number): number {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return n % size;
}

/**
 * The code customers type, and Generate: a random one (letters and digits that cannot be misread),
 * which the merchant may still change.
 */
export function CodeField({
  control,
}: {
  control: Control<CouponFormValues, unknown, CouponFormOutput>;
}) {
  const { t } = useTranslation('discounts');
  const { field } = useController({ control, name: 'code' });
  return (
    <div className={styles.codeRow}>
      <div className={styles.codeInput}>
        <TextField
          control={control}
          name="code"
          label={t('columns.code')}
          description={t('fields.codeHint')}
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
        />
      </div>
      <Button
        type="button"
        variant="soft"
        className={styles.codeButton}
        aria-label={t('fields.generateLabel')}
        disabled={field.disabled}
        onClick={() => field.onChange(randomCouponCode('', randomIndex))}
      >
        {t('fields.generate')}
      </Button>
    </div>
  );
}
