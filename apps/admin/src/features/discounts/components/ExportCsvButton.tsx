import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CouponSummary } from '@shop/admin-api';
import { couponsCsv, csvFileName, downloadCsv } from '../csv';

/** Saves the codes given (those listed, or those selected) as a CSV file. */
export function ExportCsvButton({ coupons }: { coupons: readonly CouponSummary[] }) {
  const { t } = useTranslation('discounts');
  return (
    <Button
      type="button"
      variant="soft"
      color="gray"
      disabled={coupons.length === 0}
      onClick={() => downloadCsv(csvFileName(), couponsCsv(coupons))}
    >
      {t('list.exportCsv')}
    </Button>
  );
}
