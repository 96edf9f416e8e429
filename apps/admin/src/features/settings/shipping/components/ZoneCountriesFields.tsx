import { useMemo, useState } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ReferenceMultiSelectField } from '@shop/ui';
import { useCountries, useStates } from '../../../../lib/queries/reference-data';
import { countryOptions, stateOptions } from '../../../../lib/queries/reference-options';
import type { ZoneOutput, ZoneValues } from '../form/zone-form';
import * as styles from './shipping.css';

type ZoneControl = Control<ZoneValues, unknown, ZoneOutput>;

/**
 * One chosen country: all of it, or the states picked. The states' picker opens on request (a zone
 * of 26 countries need not load 26 lists), and stays open while states are picked or refused.
 */
function CountryStates({
  control,
  alpha2,
  countryName,
}: {
  control: ZoneControl;
  alpha2: string;
  countryName: string;
}) {
  const { t } = useTranslation('settings');
  const chosen = useWatch({ control, name: `states.${alpha2}` }) ?? [];
  const { errors } = useFormState({ control, name: `states.${alpha2}` });
  const [opened, setOpened] = useState(false);
  const open = opened || chosen.length > 0 || errors.states?.[alpha2] !== undefined;
  const states = useStates(open ? alpha2 : null);
  const options = useMemo(() => stateOptions(states.data?.items ?? []), [states.data]);

  if (!open) {
    return (
      <div className={styles.countryRow}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Text size="2">{t('shipping.zones.wholeCountry', { country: countryName })}</Text>
          <Button type="button" size="1" variant="soft" onClick={() => setOpened(true)}>
            {t('shipping.zones.chooseStates', { country: countryName })}
          </Button>
        </Flex>
      </div>
    );
  }
  const none = states.data !== undefined && states.data.items.length === 0;
  return (
    <div className={styles.countryRow}>
      {none ? (
        <Text size="2" color="gray">
          {t('shipping.zones.noStates', { country: countryName })}
        </Text>
      ) : (
        <ReferenceMultiSelectField
          control={control}
          name={`states.${alpha2}`}
          label={t('shipping.zones.states', { country: countryName })}
          description={t('shipping.zones.statesHint', { country: countryName })}
          placeholder={t('shipping.zones.statesPlaceholder')}
          options={options}
          isLoading={states.isPending}
          removeLabel={(state) => t('shipping.zones.removeState', { state })}
        />
      )}
    </div>
  );
}

/** The zone's countries (from the reference list), then what of each one it covers. */
export function ZoneCountriesFields({ control }: { control: ZoneControl }) {
  const { t } = useTranslation('settings');
  const countries = useCountries();
  const options = useMemo(() => countryOptions(countries.data?.items ?? []), [countries.data]);
  const names = useMemo(() => new Map(options.map((o) => [o.id, o.label])), [options]);
  const chosen = useWatch({ control, name: 'countries' });

  return (
    <Flex direction="column" gap="3">
      <ReferenceMultiSelectField
        control={control}
        name="countries"
        label={t('shipping.zones.countries')}
        description={t('shipping.zones.countriesHint')}
        placeholder={t('shipping.zones.countriesPlaceholder')}
        options={options}
        isLoading={countries.isPending}
        removeLabel={(country) => t('shipping.zones.removeCountry', { country })}
      />
      {chosen.length ? (
        <div>
          {chosen.map((alpha2) => (
            <CountryStates
              key={alpha2}
              control={control}
              alpha2={alpha2}
              countryName={names.get(alpha2) ?? alpha2}
            />
          ))}
        </div>
      ) : null}
    </Flex>
  );
}
