import { Flex } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../lib/document-title';
import { variantDisplayName } from '../../../lib/inventory/item-name';
import { useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { VariantForm } from '../components/VariantForm';
import { VariantStock } from '../components/VariantStock';
import { useVariant, variantQuery } from '../queries';

export const namespaces = ['non-settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(variantQuery(params.productId ?? '', params.variantId ?? ''));
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const { productId = '', variantId = '' } = useParams();
  const { data: variant, error, isPending, refetch } = useVariant(productId, variantId);
  const { data: shop } = useShop();
  const name = variant ? variantDisplayName(variant.product_title, variant.option_values) : '';
  useDocumentTitle(name || t('general:fields.variant'));
  const back = {
    backHref: hrefs.products.detail(productId),
    backLabel: t('variantEditor.back', { product: variant?.product_title ?? '' }),
  };

  if (!variant) {
    return (
      <Page title={t('general:fields.variant')} {...back}>
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('variantEditor.notFound.title'),
            description: t('variantEditor.notFound.description'),
          }}
        />
      </Page>
    );
  }

  return (
    <Page title={name} {...back}>
      <Flex direction="column" gap="5">
        {/* Keyed by id: another variant gets a fresh form, never the previous one's edits. */}
        <VariantForm
          key={variant.id}
          variant={variant}
          currency={shop?.currency ?? DEFAULT_CURRENCY}
        />
        <VariantStock variant={variant} />
      </Flex>
    </Page>
  );
}
