import { Flex } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { DeleteCustomerGroupButton } from '../components/DeleteCustomerGroupButton';
import { EditCustomerGroupForm } from '../components/EditCustomerGroupForm';
import { GroupMembers } from '../components/GroupMembers';
import { customerGroupListMemory, memberList } from '../list-params';
import { customerGroupMembersQuery, customerGroupQuery, useCustomerGroup } from '../queries';

export const namespaces = ['non-settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.groupId ?? '';
  // The members are secondary: start their first page, but show the page as soon as the group is here.
  const firstPage = memberList.toQuery(memberList.read(new URLSearchParams()));
  void queryClient.prefetchQuery(customerGroupMembersQuery(id, firstPage));
  await queryClient.ensureQueryData(customerGroupQuery(id));
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const groupId = useParams().groupId ?? '';
  const { data: group, error, isPending, refetch } = useCustomerGroup(groupId);
  const backHref = customerGroupListMemory.href();
  useDocumentTitle(group?.name || t('customerGroups.detail.title'));

  if (!group) {
    return (
      <Page
        title={t('customerGroups.detail.title')}
        backHref={backHref}
        backLabel={t('general:nav.customerGroups')}
      >
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('customerGroups.detail.notFound'),
            description: t('customerGroups.detail.notFoundDescription'),
          }}
        />
      </Page>
    );
  }

  return (
    <Page
      title={group.name}
      backHref={backHref}
      backLabel={t('general:nav.customerGroups')}
      actions={<DeleteCustomerGroupButton groupId={group.id} name={group.name} />}
    >
      <Flex direction="column" gap="5">
        {/* Keyed by id: another group gets a fresh form, never the previous one's edits. */}
        <EditCustomerGroupForm key={group.id} group={group} />
        <GroupMembers key={`members-${group.id}`} group={group} />
      </Flex>
    </Page>
  );
}
