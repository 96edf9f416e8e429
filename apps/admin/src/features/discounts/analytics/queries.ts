import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discountPaths, type DiscountAnalyticsQuery } from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { discountAnalyticsKeys } from '../../../lib/queries/query-keys';

/** GET discounts/analytics for the range's days. */
export const discountAnalyticsQuery = (range: DiscountAnalyticsQuery) =>
  queryOptions({
    queryKey: discountAnalyticsKeys.list(range),
    queryFn: async ({ signal }) =>
      fromApi(
        'discountAnalyticsSchema',
        await api.get(discountPaths.discountAnalytics, { params: range, signal }),
      ),
  });

/** Another range keeps the figures on screen until the new ones come in. */
export function useDiscountAnalytics(range: DiscountAnalyticsQuery) {
  return useQuery({ ...discountAnalyticsQuery(range), placeholderData: keepPreviousData });
}
