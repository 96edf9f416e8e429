import { DataList, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/admin-api';
import { fullName } from '../../../../lib/format';
import { FormSection } from '../../../../lib/forms/FormSection';

/** The owner's page: who they are, and that nobody changes or removes them. */
export function OwnerDetails({ member }: { member: StaffMember }) {
  const { t } = useTranslation('settings');
  const name = fullName(member) || member.email;
  return (
    <FormSection title={t('general:sections.details')}>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('general:fields.name')}</DataList.Label>
          <DataList.Value>{name}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('general:fields.email')}</DataList.Label>
          <DataList.Value>{member.email}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('staff.permissions.title')}</DataList.Label>
          <DataList.Value>{t('staff.permissions.all')}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Text as="p" size="2" color="gray">
        {t('staff.owner.description', { name })}
      </Text>
    </FormSection>
  );
}
