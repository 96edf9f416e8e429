import { Flex } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { queryClient } from '../../../lib/query-client/query-client';
import { preloadRichTextEditor } from '../../../lib/rich-text/RichTextField';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { DeleteProductButton } from '../components/DeleteProductButton';
import { EditProductForm } from '../components/EditProductForm';
import { productListMemory } from '../list-params';
import { productQuery, useProduct } from '../queries';

export const namespaces = ['non-settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  preloadRichTextEditor();
  // fetchQuery, not ensureQueryData: coming back from the variant editor, whose save changed the
  // product (and marked it stale), the form must start from the new version, not the cached one.
  await queryClient.fetchQuery(productQuery(params.productId ?? ''));
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const productId = useParams().productId ?? '';
  const { data: product, error, isPending, refetch } = useProduct(productId);
  const backHref = productListMemory.href();
  useDocumentTitle(product?.title || t('general:fields.product'));

  if (!product) {
    return (
      <Page title={t('general:fields.product')} backHref={backHref} backLabel={t('products.back')}>
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('products.detail.notFound'),
            description: t('products.detail.notFoundDescription'),
          }}
          loading={
            <Flex direction="column" gap="4">
              <Skeleton height="20px" lines={10} />
              <Skeleton height="20px" lines={5} />
            </Flex>
          }
        />
      </Page>
    );
  }

  return (
    <Page
      title={product.title}
      backHref={backHref}
      backLabel={t('products.back')}
      actions={<DeleteProductButton productId={product.id} title={product.title} />}
    >
      {/* Keyed by id: another product gets a fresh form, never the previous one's edits. */}
      <EditProductForm key={product.id} product={product} />
    </Page>
  );
}
