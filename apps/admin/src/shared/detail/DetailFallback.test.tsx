import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopThemeProvider } from '@shop/ui';
import { httpError } from '../../test/http-error';
import { DetailFallback } from './DetailFallback';

const notFound = { title: 'Product not found', description: 'It may have been deleted.' };

function show(query: { isPending: boolean; error: unknown }, loading?: ReactNode) {
  const refetch = vi.fn();
  render(
    <ShopThemeProvider>
      <DetailFallback query={{ ...query, refetch }} notFound={notFound} loading={loading} />
    </ShopThemeProvider>,
  );
  return refetch;
}

afterEach(cleanup);

describe('DetailFallback', () => {
  it('shows what the page gives for loading while the record loads', () => {
    show({ isPending: true, error: null }, <p>Loading the product</p>);
    expect(screen.getByText('Loading the product')).toBeInTheDocument();
  });

  it('says "not found" when the API answers 404', () => {
    show({ isPending: false, error: httpError(404) });
    expect(screen.getByText(notFound.title)).toBeInTheDocument();
    expect(screen.getByText(notFound.description)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to retry any other failure', async () => {
    const refetch = show({ isPending: false, error: httpError(500) });
    expect(screen.queryByText(notFound.title)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
