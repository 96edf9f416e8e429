import { Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Onboarding } from '@shop/admin-api';
import { ONBOARDING_CHECKLIST } from '../onboarding';
import * as styles from './home.css';

/**
 * §4: the onboarding screen, a checklist of the first steps. Its items are done by the flows they
 * name, not here: each shows as a checked box the merchant cannot untick.
 */
export function OnboardingChecklist({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('non-settings');
  const done = ONBOARDING_CHECKLIST.filter((item) => item.isDone(onboarding)).length;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="home-onboarding">
        <Heading as="h2" size="4" id="home-onboarding">
          {t('home.onboarding.title')}
        </Heading>
        <Text as="p" size="2" color="gray" mt="1" mb="3">
          {t('home.onboarding.progress', { done, total: ONBOARDING_CHECKLIST.length })}
        </Text>
        <ul className={styles.list} aria-labelledby="home-onboarding">
          {ONBOARDING_CHECKLIST.map((item) => (
            <li key={item.step} className={styles.row}>
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={item.isDone(onboarding)} disabled />
                  {t(item.labelKey)}
                </Flex>
              </Text>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
