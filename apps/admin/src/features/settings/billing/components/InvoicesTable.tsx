import { Table, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceStatus } from '@shop/admin-api';
import { DateTime, Money, StatusBadge, type StatusTone } from '@shop/ui';

const TONES: Record<InvoiceStatus, StatusTone> = {
  paid: 'success',
  open: 'warning',
  void: 'neutral',
};

/** The shop's invoices, newest first: number, date, period, plan, amount and status. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation('settings');
  return (
    <Table.Root variant="surface">
      <VisuallyHidden asChild>
        <caption>{t('billing.invoices.title')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('billing.invoices.number')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('billing.invoices.date')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('billing.invoices.period')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('billing.invoices.plan')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">
            {t('billing.invoices.amount')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('billing.invoices.status')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {invoices.map((invoice) => (
          <Table.Row key={invoice.id}>
            <Table.RowHeaderCell>{invoice.number}</Table.RowHeaderCell>
            <Table.Cell>
              <DateTime value={invoice.issued_at} />
            </Table.Cell>
            <Table.Cell>
              <DateTime value={invoice.period_start} /> – <DateTime value={invoice.period_end} />
            </Table.Cell>
            <Table.Cell>{invoice.plan_name}</Table.Cell>
            <Table.Cell justify="end">
              <Money minor={invoice.amount} currency={invoice.currency} />
            </Table.Cell>
            <Table.Cell>
              <StatusBadge
                status={invoice.status}
                label={t(`billing.invoices.statuses.${invoice.status}`)}
                tone={TONES[invoice.status]}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
