import { Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { paymentProvider, type PaymentProviderSettings } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { ConnectionBadges } from '../../credentials/ConnectionBadges';
import { ServiceMark } from '../../credentials/ServiceMark';
import { countryNames, joinList } from './coverage';
import { credentialLabel, providerConnectionWords } from './credential-text';
import { DisconnectButton } from './DisconnectButton';
import * as styles from './payments.css';

/**
 * What a provider is and what connecting it needs (§2 payments › provider): its mark and a line on
 * it, where it works, the credentials to bring (which are secret, which optional) and where its
 * dashboard shows them, then this shop's connection with Set up / Edit and Disconnect.
 */
export function ProviderAbout({
  settings,
  countryName,
}: {
  settings: PaymentProviderSettings;
  countryName: (alpha2: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'en';
  const provider = paymentProvider(settings.provider);
  const { name } = provider;
  const countries =
    provider.countries === 'worldwide'
      ? t('payments.worldwide')
      : joinList(countryNames(provider.countries, countryName, language), language);
  const currencies =
    provider.currencies === 'many' ? t('payments.manyCurrencies') : provider.currencies.join(', ');

  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3">
        <ServiceMark mark={provider.mark} size="large" />
        <Text as="p">{t(`payments.about.${provider.id}`)}</Text>
      </Flex>

      <Card size="3" asChild>
        <section aria-labelledby="provider-coverage">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4" id="provider-coverage">
              {t('payments.aboutPage.whereTitle')}
            </Heading>
            <Text as="p" size="2">
              <Text weight="medium">{t('payments.aboutPage.countries')}</Text> {countries}
            </Text>
            <Text as="p" size="2">
              <Text weight="medium">{t('payments.aboutPage.currencies')}</Text> {currencies}
            </Text>
          </Flex>
        </section>
      </Card>

      <Card size="3" asChild>
        <section aria-labelledby="provider-needs">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4" id="provider-needs">
              {t('payments.aboutPage.needsTitle')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('payments.aboutPage.needsIntro', { name })}
            </Text>
            <ul className={styles.fieldList}>
              {provider.fields.map((field) => (
                <li key={field.key}>
                  <Text size="2">
                    {credentialLabel(t, field.key)}
                    {field.secret ? ` (${t('payments.aboutPage.secret')})` : ''}
                    {field.required ? '' : ` (${t('payments.aboutPage.optional')})`}
                  </Text>
                </li>
              ))}
            </ul>
            <Text as="p" size="2">
              <Link href={provider.dashboardUrl} target="_blank" rel="noreferrer noopener">
                {t('payments.aboutPage.dashboard', { name })}
              </Link>
            </Text>
          </Flex>
        </section>
      </Card>

      <Card size="3" asChild>
        <section aria-labelledby="provider-connection">
          <Flex direction="column" gap="3">
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="4" id="provider-connection">
                {t('payments.aboutPage.connectionTitle')}
              </Heading>
              <ConnectionBadges
                connected={settings.connected}
                status={settings.status}
                mode={settings.connected ? settings.mode : null}
                words={providerConnectionWords(t)}
              />
            </Flex>
            <Text as="p" size="2" color="gray">
              {settings.connected
                ? t('payments.aboutPage.connected', { name })
                : t('payments.aboutPage.notConnected', { name })}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild>
                <UiLink href={hrefs.settings.paymentProviderSetup(provider.id)}>
                  {settings.connected ? t('payments.edit') : t('payments.setUpNamed', { name })}
                </UiLink>
              </Button>
              {settings.connected ? <DisconnectButton provider={provider.id} /> : null}
            </Flex>
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}
