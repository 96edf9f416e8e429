import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useAccount } from '../../../../lib/queries/account';
import { queryClient } from '../../../../lib/query-client/query-client';
import { StaffTable } from '../components/StaffTable';
import { staffListQuery, useStaffList } from '../queries';

export const namespaces = ['settings'] as const;

/** §2: the staff list loads the list first. */
export async function loader() {
  await queryClient.ensureQueryData(staffListQuery);
}

/** Settings › Staff: who works in the shop, and the way to invite someone. */
export function Component() {
  const { t } = useTranslation('settings');
  const list = useStaffList();
  const account = useAccount();
  return (
    <Page
      title={t('general:settingsNav.staff')}
      actions={
        <Button asChild>
          <UiLink href={hrefs.settings.newStaff()}>{t('general:settingsNav.newStaff')}</UiLink>
        </Button>
      }
    >
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {t('staff.list.intro')}
        </Text>
        <StaffTable
          members={list.data}
          selfId={account.data?.id}
          isLoading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </Flex>
    </Page>
  );
}
