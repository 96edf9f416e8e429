import { useId } from 'react';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@shop/admin-api';
import { DateTime } from '@shop/ui';
import { DnsRecords } from './DnsRecords';
import { DomainStatusBadge } from './DomainStatusBadge';
import { MakePrimaryButton } from './MakePrimaryButton';
import { RefreshDomainButton } from './RefreshDomainButton';
import { RemoveDomainButton } from './RemoveDomainButton';
import { RenameDomainDialog } from './RenameDomainDialog';

/** One custom domain: its state, the records to add with what the last check found, its actions. */
export function CustomDomain({ domain }: { domain: Domain }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {domain.host}
            </Heading>
            <DomainStatusBadge status={domain.status} />
            {domain.primary ? <Badge color="green">{t('domain.primary')}</Badge> : null}
          </Flex>
          <Text as="p" size="1" color="gray">
            {domain.checked_at === null ? (
              t('domain.neverChecked')
            ) : (
              <>
                {t('domain.checkedAt')} <DateTime value={domain.checked_at} time />
              </>
            )}
          </Text>
          <DnsRecords host={domain.host} records={domain.records} />
          <Flex align="center" gap="2" wrap="wrap">
            <RefreshDomainButton domain={domain} />
            {domain.primary ? null : <MakePrimaryButton domain={domain} />}
            <RenameDomainDialog domain={domain} />
            <RemoveDomainButton domain={domain} />
            {domain.status !== 'verified' && !domain.primary ? (
              <Text size="1" color="gray">
                {t('domain.verifyFirst')}
              </Text>
            ) : null}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
