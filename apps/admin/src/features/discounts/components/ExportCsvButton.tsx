import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CouponSummary } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { couponsCsv, csvFileName, downloadCsv } from '../csv';

/**
 * Saves codes as a CSV file: those `load` gives (every code of the search, paged from the server,
 * or those selected). Busy while they come in; a failure says so.
 */
export function ExportCsvButton({
  load,
  disabled = false,
}: {
  load: () => Promise<readonly CouponSummary[]>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('discounts');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      downloadCsv(csvFileName(), couponsCsv(await load()));
    } catch {
      toast.error(t('list.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="soft"
      color="gray"
      disabled={disabled}
      loading={busy}
      onClick={() => void save()}
    >
      {t('list.exportCsv')}
    </Button>
  );
}
