import { useMemo } from 'react';
import { Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { shippingCarrier, type ShippingCarrierSettings } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useCountries } from '../../../../lib/queries/reference-data';
import { ConnectionBadges } from '../../credentials/ConnectionBadges';
import { ServiceMark } from '../../credentials/ServiceMark';
import { carrierConnectionWords } from './carrier-text';
import { DisconnectCarrierButton } from './DisconnectCarrierButton';

/**
 * A carrier's page (§2 shipping › providers/{shippingProviderName}): what it is, where it picks
 * up, what connecting it needs and where to get it, and the shop's connection with its actions.
 */
export function CarrierAbout({ settings }: { settings: ShippingCarrierSettings }) {
  const { t, i18n } = useTranslation('settings');
  const carrier = shippingCarrier(settings.provider);
  const countries = useCountries();
  const where = useMemo(() => {
    if (carrier.countries === 'worldwide') return t('shipping.carriers.worldwide');
    const names = new Map(countries.data?.items.map((c) => [c.alpha2, c.name]));
    return new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(
      carrier.countries.map((code) => names.get(code) ?? code),
    );
  }, [carrier, countries.data, i18n.resolvedLanguage, t]);

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex gap="4" align="start" wrap="wrap">
          <ServiceMark mark={carrier.mark} size="large" />
          <Flex direction="column" gap="2" flexGrow="1">
            <Text as="p">{t(`shipping.carriers.about.${carrier.id}`)}</Text>
            <Text as="p" size="2" color="gray">
              {t('shipping.carriers.picksUp', { where })}
            </Text>
            <ConnectionBadges
              connected={settings.connected}
              status={settings.status}
              mode={settings.connected ? settings.mode : null}
              words={carrierConnectionWords(t)}
            />
          </Flex>
        </Flex>
      </Card>
      <Card size="3" asChild>
        <section aria-labelledby="carrier-needs">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id="carrier-needs">
              {t('shipping.carriers.needsTitle')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('shipping.carriers.needsIntro', { name: carrier.name })}
            </Text>
            <ul>
              {carrier.fields.map((field) => (
                <li key={field.key}>
                  <Text size="2">
                    {t(`shipping.carriers.fields.${field.key}`)}
                    {field.secret ? ` (${t('shipping.carriers.secretNote')})` : ''}
                  </Text>
                </li>
              ))}
            </ul>
            <Text as="p" size="2">
              <Link href={carrier.portalUrl} target="_blank" rel="noreferrer">
                {t('shipping.carriers.portal', { name: carrier.name })}
              </Link>
            </Text>
          </Flex>
        </section>
      </Card>
      <Flex gap="3" wrap="wrap">
        <Button asChild>
          <UiLink href={hrefs.settings.shippingProviderSetup(carrier.id)}>
            {t(
              settings.connected ? 'shipping.carriers.manageNamed' : 'shipping.carriers.setUpNamed',
              {
                name: carrier.name,
              },
            )}
          </UiLink>
        </Button>
        {settings.connected ? <DisconnectCarrierButton carrierId={carrier.id} /> : null}
      </Flex>
    </Flex>
  );
}
