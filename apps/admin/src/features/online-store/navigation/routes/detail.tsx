import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { MenuEditor } from '../components/MenuEditor';
import { menuListMemory } from '../list-params';
import { menuQuery, useMenu } from '../queries';

export const namespaces = ['navigation', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(menuQuery(params.navigationId ?? ''));
  return null;
}

export function Component() {
  const { t } = useTranslation('navigation');
  const menuId = useParams().navigationId ?? '';
  const { data: menu, error, isPending, refetch } = useMenu(menuId);
  const backHref = menuListMemory.href();
  useDocumentTitle(menu?.title ?? t('general:nav.navigationDetail'));

  return (
    <Page
      title={menu?.title ?? t('general:nav.navigationDetail')}
      backHref={backHref}
      backLabel={t('general:nav.navigation')}
    >
      {menu ? (
        // Keyed by id: another menu gets a fresh form, never the previous one's edits.
        <MenuEditor key={menu.id} menu={menu} />
      ) : (
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{ title: t('menus.notFound'), description: t('menus.notFoundDescription') }}
        />
      )}
    </Page>
  );
}
