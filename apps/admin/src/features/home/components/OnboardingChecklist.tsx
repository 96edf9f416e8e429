import { Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { OnboardingStep, Shop } from '@shop/admin-api';
import { checklistOf, isStepDone } from '../onboarding';
import * as styles from './home.css';

/** Each entry's label, in the non-settings namespace. */
const LABEL_KEYS: Record<OnboardingStep, string> = {
  create_store: 'home.onboarding.createStore',
  sell_via_link: 'home.onboarding.sellViaLink',
  create_card: 'home.onboarding.createCard',
};

/**
 * §4: the onboarding screen, a checklist of the first steps. Its items are done by the flows they
 * name, not here: each shows as a checked box the merchant cannot untick.
 */
export function OnboardingChecklist({ shop }: { shop: Shop }) {
  const { t } = useTranslation('non-settings');
  const items = checklistOf(shop);
  const done = items.filter((step) => isStepDone(step, shop.onboarding)).length;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="home-onboarding">
        <Heading as="h2" size="4" id="home-onboarding">
          {t('home.onboarding.title')}
        </Heading>
        <Text as="p" size="2" color="gray" mt="1" mb="3">
          {t('home.onboarding.progress', { done, total: items.length })}
        </Text>
        <ul className={styles.list} aria-labelledby="home-onboarding">
          {items.map((step) => (
            <li key={step} className={styles.row}>
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={isStepDone(step, shop.onboarding)} disabled />
                  {t(LABEL_KEYS[step])}
                </Flex>
              </Text>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
