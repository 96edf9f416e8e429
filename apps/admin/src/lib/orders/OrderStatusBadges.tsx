import { useTranslation } from 'react-i18next';
import type { DeliveryStatus, FinancialStatus, FulfillmentStatus } from '@shop/admin-api';
import { StatusBadge, type StatusTone } from '@shop/ui';

/** Money still to come is a warning, money back or cancelled is neutral, a voided order is danger. */
const FINANCIAL_TONES: Record<FinancialStatus, StatusTone> = {
  pending: 'warning',
  authorized: 'info',
  partially_paid: 'warning',
  paid: 'success',
  partially_refunded: 'neutral',
  refunded: 'neutral',
  voided: 'danger',
};

const FULFILLMENT_TONES: Record<FulfillmentStatus, StatusTone> = {
  unfulfilled: 'warning',
  partially_fulfilled: 'warning',
  fulfilled: 'success',
};

const DELIVERY_TONES: Record<DeliveryStatus, StatusTone> = {
  pending: 'neutral',
  ready_for_pickup: 'info',
  picked_up: 'success',
  delivered: 'success',
};

/** An order's payment status (the orders list, an order, a customer's orders). */
export function FinancialStatusBadge({ status }: { status: FinancialStatus }) {
  const { t } = useTranslation('non-settings');
  return (
    <StatusBadge
      status={status}
      tone={FINANCIAL_TONES[status]}
      label={t(`orders.financialStatus.${status}`)}
    />
  );
}

export function FulfillmentStatusBadge({ status }: { status: FulfillmentStatus }) {
  const { t } = useTranslation('non-settings');
  return (
    <StatusBadge
      status={status}
      tone={FULFILLMENT_TONES[status]}
      label={t(`orders.fulfillmentStatus.${status}`)}
    />
  );
}

/** What happened after fulfilment: ready for pickup, picked up, delivered (or nothing yet). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('non-settings');
  return (
    <StatusBadge
      status={status}
      tone={DELIVERY_TONES[status]}
      label={t(`orders.deliveryStatus.${status}`)}
    />
  );
}
