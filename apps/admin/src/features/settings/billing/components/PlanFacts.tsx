import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Plan } from '@shop/admin-api';
import { CheckIcon } from '@shop/ui';
import { feeText, limitText } from '../plan-text';
import * as styles from './billing.css';

/** What a plan includes: its limits, its transaction fee and its features, each ticked. */
export function PlanFacts({ plan }: { plan: Plan }) {
  const { t } = useTranslation('settings');
  const facts = [
    ...PLAN_LIMITS.map((limit) => limitText(t, limit, plan.limits[limit])),
    feeText(t, plan.transaction_fee_percent),
    ...plan.features.map((feature) => t(`billing.features.${feature}`)),
  ];
  return (
    <ul className={styles.planList} aria-label={t('billing.plans.includes', { name: plan.name })}>
      {facts.map((fact) => (
        <li key={fact} className={styles.planListItem}>
          <CheckIcon className={styles.check} />
          <Text size="2">{fact}</Text>
        </li>
      ))}
    </ul>
  );
}
