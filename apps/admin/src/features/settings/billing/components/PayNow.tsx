import { useState } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CASHFREE_ERROR_CODES, type CashfreeErrorCode, type Plan } from '@shop/admin-api';
import { formatMoney, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { apiErrorBody, errorData } from '../../../../lib/http/errors';
import { errorMessage } from '../../../../lib/query-client/report-error';
import { openCashfreeCheckout } from '../cashfree-checkout';
import { useCreateCashfreeOrder } from '../queries';

function errorCode(error: unknown): CashfreeErrorCode | undefined {
  const data = errorData(error);
  const code =
    typeof data === 'object' && data !== null && 'code' in data ? String(data.code) : undefined;
  return CASHFREE_ERROR_CODES.find((known) => known === code);
}

/** Why paying did not go ahead, in the merchant's words, with Cashfree's own reason if it gave one. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation('settings');
  const code = errorCode(error);
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {code ? t(`billing.pay.errors.${code}`) : errorMessage(error)}{' '}
        {code === 'shop_phone_missing' && (
          <UiLink href={hrefs.settings.details()}>{t('billing.pay.addPhone')}</UiLink>
        )}
      </Callout.Text>
      {code === 'cashfree_refused' && (
        <Callout.Text size="1">{apiErrorBody(error)?.message}</Callout.Text>
      )}
    </Callout.Root>
  );
}

/**
 * Pay one month of the shop's plan through the platform's Cashfree account: the server makes a
 * Cashfree order and the page continues to Cashfree checkout with it. Where the platform has no
 * Cashfree account, or Cashfree fails, the page says so and nothing changes.
 */
export function PayNow({ plan }: { plan: Plan }) {
  const { t } = useTranslation('settings');
  const create = useCreateCashfreeOrder();
  const [checkoutFailed, setCheckoutFailed] = useState(false);
  const [opening, setOpening] = useState(false);

  const pay = () => {
    setCheckoutFailed(false);
    create.mutate(
      { plan_id: plan.id },
      {
        onSuccess: (order) => {
          setOpening(true);
          openCashfreeCheckout(order).catch((error: unknown) => {
            console.error(error);
            setOpening(false);
            setCheckoutFailed(true);
          });
        },
      },
    );
  };

  return (
    <Flex direction="column" gap="3" align="start">
      <Text as="p" size="2" color="gray">
        {t('billing.pay.description')}
      </Text>
      <Button onClick={pay} loading={create.isPending || opening}>
        {t('billing.pay.action', { amount: formatMoney(plan.price, plan.currency) })}
      </Button>
      {create.isError && <Refusal error={create.error} />}
      {checkoutFailed && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('billing.pay.checkoutFailed')}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
