import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { preloadRichTextEditor } from '../../../../lib/rich-text/RichTextField';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { CustomizeForm } from '../components/CustomizeForm';
import { themeCustomizeQuery, useThemeCustomize } from '../queries';

export const namespaces = ['themes', 'validation'] as const;

/**
 * A fresh payload each time the editor opens: its preview token is short-lived. A refusal (no such
 * theme) is the page's to show, with the query's error.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  preloadRichTextEditor();
  await queryClient
    .fetchQuery({ ...themeCustomizeQuery(params.themeId ?? ''), staleTime: 0 })
    .catch(() => undefined);
}

/** §7 Themes › Customize: the theme's settings form beside its storefront preview. */
export function Component() {
  const { t } = useTranslation('themes');
  const themeId = useParams().themeId ?? '';
  const payload = useThemeCustomize(themeId);
  const name = payload.data?.theme.name;
  useDocumentTitle(name ? t('customize.titleNamed', { name }) : t('general:nav.themeCustomize'));

  return (
    <Page
      title={name ? t('customize.titleNamed', { name }) : t('general:nav.themeCustomize')}
      backHref={hrefs.onlineStore.themes()}
      backLabel={t('general:nav.themes')}
    >
      {payload.data ? (
        <CustomizeForm key={payload.data.theme.id} payload={payload.data} />
      ) : (
        <DetailFallback
          query={payload}
          notFound={{ title: t('customize.notFound'), description: t('customize.notFoundHint') }}
          loading={<Skeleton height="640px" lines={12} />}
        />
      )}
    </Page>
  );
}
