import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FinancialStatus, FulfillmentStatus } from '@shop/admin-api';

type BadgeColor = React.ComponentProps<typeof Badge>['color'];

const FINANCIAL_COLORS: Record<FinancialStatus, BadgeColor> = {
  pending: 'orange',
  authorized: 'blue',
  partially_paid: 'amber',
  paid: 'green',
  partially_refunded: 'gray',
  refunded: 'gray',
  voided: 'red',
};

const FULFILLMENT_COLORS: Record<FulfillmentStatus, BadgeColor> = {
  unfulfilled: 'orange',
  partially_fulfilled: 'amber',
  fulfilled: 'green',
};

export function FinancialStatusBadge({ status }: { status: FinancialStatus }) {
  const { t } = useTranslation('non-settings');
  return <Badge color={FINANCIAL_COLORS[status]}>{t(`orders.financialStatus.${status}`)}</Badge>;
}

export function FulfillmentStatusBadge({ status }: { status: FulfillmentStatus }) {
  const { t } = useTranslation('non-settings');
  return (
    <Badge color={FULFILLMENT_COLORS[status]}>{t(`orders.fulfillmentStatus.${status}`)}</Badge>
  );
}
