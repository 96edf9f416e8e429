import { Flex, Text } from '@radix-ui/themes';
import { can } from '@shop/admin-api';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { fullName } from '../../../../lib/format';
import { useAccount } from '../../../../lib/queries/account';
import { queryClient } from '../../../../lib/query-client/query-client';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { EditStaffForm } from '../components/EditStaffForm';
import { InvitationCard } from '../components/InvitationCard';
import { OwnerDetails } from '../components/OwnerDetails';
import { RemoveStaffButton } from '../components/RemoveStaffButton';
import { StaffStatusBadge } from '../components/StaffStatusBadge';
import { memberState } from '../member-state';
import { staffMemberQuery, useStaffMember } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

/** §2: staff/{staffId} loads that member first. */
export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(staffMemberQuery(params.staffId ?? ''));
}

export function Component() {
  const { t } = useTranslation('settings');
  const staffId = useParams().staffId ?? '';
  const { data: member, error, isPending, refetch } = useStaffMember(staffId);
  const account = useAccount().data;
  const name = member ? fullName(member) || member.email : '';
  useDocumentTitle(name || t('general:settingsNav.editStaff'));
  const back = { backHref: hrefs.settings.staff(), backLabel: t('general:settingsNav.staff') };

  if (!member) {
    return (
      <Page title={t('general:settingsNav.editStaff')} {...back}>
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('staff.notFound.title'),
            description: t('staff.notFound.description'),
          }}
        />
      </Page>
    );
  }

  const state = memberState(member);
  const isSelf = account?.id === member.id;
  // Who may be removed (the server says the same): not the owner, not oneself, and not someone who
  // holds a policy the remover does not.
  const holdsMore = !account || !member.permission.every((policy) => can(account, policy));
  const removable = state !== 'owner' && !isSelf && !holdsMore;

  return (
    <Page
      title={name}
      {...back}
      actions={removable ? <RemoveStaffButton member={member} /> : undefined}
    >
      <Flex direction="column" gap="4">
        <Flex gap="3" align="center" wrap="wrap">
          <StaffStatusBadge state={state} />
          <Text size="2" color="gray">
            {member.email}
          </Text>
        </Flex>
        {state !== 'owner' && !isSelf && holdsMore ? (
          <Text as="p" size="2" color="gray">
            {t('staff.remove.holdsMore', { name })}
          </Text>
        ) : null}
        {state === 'owner' ? (
          <OwnerDetails member={member} />
        ) : (
          <>
            {member.status === 'invited' ? (
              <InvitationCard key={member.id} member={member} />
            ) : null}
            {/* Keyed by id: another member gets a fresh form, never the previous one's edits. */}
            <EditStaffForm key={member.id} member={member} isSelf={isSelf} />
          </>
        )}
      </Flex>
    </Page>
  );
}
