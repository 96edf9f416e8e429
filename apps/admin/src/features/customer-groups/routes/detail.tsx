import { Flex } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { errorStatus } from '../../../lib/http/errors';
import { queryClient } from '../../../lib/query-client/query-client';
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
        backLabel={t('customerGroups.back')}
      >
        {isPending ? (
          <Skeleton height="320px" lines={8} />
        ) : errorStatus(error) === 404 ? (
          <EmptyState
            title={t('customerGroups.detail.notFound')}
            description={t('customerGroups.detail.notFoundDescription')}
          />
        ) : (
          <ErrorView supportEmail={config.supportEmail} onRetry={() => void refetch()} />
        )}
      </Page>
    );
  }

  return (
    <Page
      title={group.name}
      backHref={backHref}
      backLabel={t('customerGroups.back')}
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
