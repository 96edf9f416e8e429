import { Badge, Code, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DnsRecord, DnsRecordState } from '@shop/admin-api';

const STATE_COLOR: Record<DnsRecordState, 'gray' | 'green' | 'red' | 'amber'> = {
  unchecked: 'gray',
  ok: 'green',
  missing: 'red',
  mismatch: 'red',
  lookup_failed: 'amber',
};

/**
 * The records a custom domain needs at the merchant's DNS provider (type, name, value: what they
 * copy), and what the last check found at each name, in words as well as colour.
 */
export function DnsRecords({ host, records }: { host: string; records: readonly DnsRecord[] }) {
  const { t } = useTranslation('settings');
  return (
    <Table.Root variant="surface" size="1">
      <VisuallyHidden asChild>
        <caption>{t('domain.records.caption', { host })}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('domain.records.type')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('general:fields.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('domain.records.value')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('domain.records.found')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {records.map((record) => (
          <Table.Row key={`${record.purpose}-${record.type}`}>
            <Table.RowHeaderCell>
              <Text as="div" weight="medium">
                {record.type}
              </Text>
              <Text as="div" size="1" color="gray">
                {t(`domain.records.purpose.${record.purpose}`)}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                {record.name}
              </Code>
            </Table.Cell>
            <Table.Cell>
              <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                {record.value}
              </Code>
            </Table.Cell>
            <Table.Cell>
              <Badge color={STATE_COLOR[record.state]}>
                {t(`domain.records.state.${record.state}`)}
              </Badge>
              {record.found.map((found) => (
                <Text as="div" size="1" key={`${found.type} ${found.value}`}>
                  <Code variant="ghost" color="gray" style={{ overflowWrap: 'anywhere' }}>
                    {found.type} {found.value}
                  </Code>
                </Text>
              ))}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
