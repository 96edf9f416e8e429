import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Billing, Plan } from '@shop/admin-api';
import { outgrownLimits } from '../plan-changes';
import { priceText } from '../plan-text';
import * as styles from './billing.css';
import { PlanFacts } from './PlanFacts';

export interface PlanCardProps {
  plan: Plan;
  /** The plan the shop is on (undefined while unknown). */
  current: Plan | undefined;
  usage: Billing['usage'];
  onChoose: (plan: Plan) => void;
}

/**
 * One plan of the picker: name, price a month, what it includes, and its button. The shop's own
 * plan is marked (badge, accent border, aria-current); a plan the shop has outgrown says why and
 * cannot be chosen.
 */
export function PlanCard({ plan, current, usage, onChoose }: PlanCardProps) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const reasonId = useId();
  const isCurrent = current?.id === plan.id;
  const outgrown = isCurrent ? [] : outgrownLimits(plan, usage);
  const upgrade = !current || plan.price >= current.price;

  let action;
  if (isCurrent) {
    action = (
      <Button variant="soft" disabled>
        {t('billing.plans.current')}
      </Button>
    );
  } else {
    action = (
      <Button
        variant={upgrade ? 'solid' : 'outline'}
        disabled={!current || outgrown.length > 0}
        aria-describedby={outgrown.length ? reasonId : undefined}
        onClick={() => onChoose(plan)}
      >
        {t(upgrade ? 'billing.plans.upgrade' : 'billing.plans.downgrade', { name: plan.name })}
      </Button>
    );
  }

  return (
    <li aria-labelledby={headingId} aria-current={isCurrent ? 'true' : undefined}>
      <Card size="3" className={`${styles.planCard} ${isCurrent ? styles.currentPlan : ''}`}>
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="5" id={headingId}>
            {plan.name}
          </Heading>
          {isCurrent && <Badge color="green">{t('billing.plans.current')}</Badge>}
        </Flex>
        <Text size="4" weight="bold">
          {priceText(t, plan.price, plan.currency)}
        </Text>
        <PlanFacts plan={plan} />
        <Flex direction="column" gap="2" className={styles.planAction}>
          {outgrown.length > 0 && (
            <Text size="2" color="gray" id={reasonId}>
              {outgrown
                .map(({ limit, used, allowed }) =>
                  t(`billing.outgrown.${limit}`, { used, allowed, plan: plan.name }),
                )
                .join(' ')}
            </Text>
          )}
          {action}
        </Flex>
      </Card>
    </li>
  );
}
