import { useQuery } from '@tanstack/react-query';
import { unfulfilledOrdersQuery } from '../../lib/orders/unfulfilled-orders';

/** The sidebar badge; asked only of users who may read orders (else the server answers 403). */
export function useUnfulfilledOrdersCount(enabled: boolean) {
  return useQuery({ ...unfulfilledOrdersQuery, enabled });
}
