import type { ReactNode } from 'react';
import { EmptyState, ErrorView, Skeleton } from '@shop/ui';
import { config } from '../../lib/config';
import { errorStatus } from '../../lib/http/errors';

type DetailFallbackProps = {
  /** The detail query, while it has no record to show. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The translated "not found" texts, shown when the API answers 404. */
  notFound: { title: string; description: string };
  /** What stands in for the record while it loads; each page sizes it to its own form. */
  loading?: ReactNode;
};

/**
 * What a detail page shows in place of its record: a skeleton while it loads, "not found" for a 404
 * (a deleted record, a mistyped address), and the retryable error view for anything else. The page
 * keeps its own `Page` frame around it, since each titles itself and links back its own way.
 */
export function DetailFallback({
  query,
  notFound,
  loading = <Skeleton height="320px" lines={8} />,
}: DetailFallbackProps) {
  if (query.isPending) return loading;
  if (errorStatus(query.error) === 404) {
    return <EmptyState title={notFound.title} description={notFound.description} />;
  }
  return <ErrorView supportEmail={config.supportEmail} onRetry={() => void query.refetch()} />;
}
