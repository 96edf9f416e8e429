import { useEffect } from 'react';
import { useShop } from './queries/shop';

/** "{Page} · {Shop name}"; a page without a title of its own leaves the title alone. */
export function useDocumentTitle(page: string | undefined): void {
  const { data: shop } = useShop();
  const shopName = shop?.name;
  useEffect(() => {
    if (!page) return;
    document.title = shopName ? `${page} · ${shopName}` : page;
  }, [page, shopName]);
}
