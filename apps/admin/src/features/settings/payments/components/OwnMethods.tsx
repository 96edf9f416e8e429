import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CashOnDelivery, Currency, PlatformPayments } from '@shop/admin-api';
import { formatMoney, StatusBadge, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';

/** One of the shop's own ways to be paid: a titled card, its status, what it is, and Manage. */
function MethodCard({
  title,
  status,
  summary,
  href,
}: {
  title: string;
  status: 'active' | 'inactive';
  summary: string;
  href: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <Card asChild>
      <section aria-label={title}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" style={{ minInlineSize: 0, flex: '1 1 240px' }}>
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="3">
                {title}
              </Heading>
              <StatusBadge status={status} label={t(`general:states.${status}`)} />
            </Flex>
            <Text size="2" color="gray">
              {summary}
            </Text>
          </Flex>
          <Button asChild variant="soft">
            <UiLink href={href} aria-label={t('payments.manageNamed', { name: title })}>
              {t('payments.manage')}
            </UiLink>
          </Button>
        </Flex>
      </section>
    </Card>
  );
}

/** The platform's provider and cash on delivery, the two the shop needs no account elsewhere for. */
export function OwnMethods({
  platform,
  cashOnDelivery,
  currency,
}: {
  platform: PlatformPayments;
  cashOnDelivery: CashOnDelivery;
  currency: Currency | undefined;
}) {
  const { t, i18n } = useTranslation('settings');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (amount: number) =>
    currency ? formatMoney(amount, currency, locale) : String(amount);
  const boundsSummary = (min: number | null, max: number | null) => {
    if (min !== null && max !== null) {
      return t('payments.cod.summaryRange', { min: money(min), max: money(max) });
    }
    if (min !== null) return t('payments.cod.summaryMin', { amount: money(min) });
    if (max !== null) return t('payments.cod.summaryMax', { amount: money(max) });
    return null;
  };
  const codName = t('payments.cod.name');
  const codParts = [
    // The name the customer sees, when the merchant gave it one of their own.
    cashOnDelivery.display_name !== codName
      ? t('payments.cod.summaryName', { name: cashOnDelivery.display_name })
      : null,
    cashOnDelivery.fee ? t('payments.cod.summaryFee', { fee: money(cashOnDelivery.fee) }) : null,
    boundsSummary(cashOnDelivery.min_order, cashOnDelivery.max_order),
  ].filter((part): part is string => part !== null);
  return (
    <Flex direction="column" gap="3">
      <MethodCard
        title={t('payments.platform.name')}
        status={platform.status}
        summary={t('payments.platform.summary', { descriptor: platform.statement_descriptor })}
        href={hrefs.settings.paymentsPlatform()}
      />
      <MethodCard
        title={codName}
        status={cashOnDelivery.status}
        summary={codParts.length ? codParts.join(' · ') : t('payments.cod.summaryNone')}
        href={hrefs.settings.paymentsCashOnDelivery()}
      />
    </Flex>
  );
}
