import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Button, Flex, Grid, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { SHIPPING_RATE_TYPES, type Currency, type WeightUnit } from '@shop/admin-api';
import { MoneyField, SelectField, TextField } from '@shop/ui';
import type { ZoneOutput, ZoneValues } from '../form/zone-form';
import { WeightField } from './WeightField';
import * as styles from './shipping.css';

/**
 * One rate of a zone (§2 shipping, create and {zoneId}): its name at checkout, how it is priced
 * (flat, by order value or by weight), the price, the range of its kind (§5: the minimum below the
 * maximum; weights in the shop's unit) and the order value above which it is free.
 */
export function RateFields({
  control,
  index,
  currency,
  weightUnit,
  onRemove,
}: {
  control: Control<ZoneValues, unknown, ZoneOutput>;
  index: number;
  currency: Currency;
  weightUnit: WeightUnit;
  /** Absent for the only rate: a zone keeps at least one. */
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const money = { currency, locale: i18n.resolvedLanguage ?? 'en' } as const;
  const headingId = useId();
  const type = useWatch({ control, name: `rates.${index}.type` });
  const name = useWatch({ control, name: `rates.${index}.name` });
  // Numbered, so two rates of the same name (by weight, in steps) are told apart.
  const title = name.trim()
    ? t('shipping.rates.heading', { number: index + 1, name: name.trim() })
    : t('shipping.rates.untitled', { number: index + 1 });

  return (
    <section aria-labelledby={headingId} className={styles.rateCard}>
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="3" id={headingId}>
            {title}
          </Heading>
          {onRemove ? (
            <Button type="button" variant="ghost" color="red" onClick={onRemove}>
              {t('shipping.rates.remove', { name: title })}
            </Button>
          ) : null}
        </Flex>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextField
            control={control}
            name={`rates.${index}.name`}
            label={t('shipping.rates.name')}
            description={t('shipping.rates.nameHint')}
            autoComplete="off"
          />
          <SelectField
            control={control}
            name={`rates.${index}.type`}
            label={t('shipping.rates.type')}
            options={SHIPPING_RATE_TYPES.map((value) => ({
              value,
              label: t(`shipping.rates.types.${value}`),
            }))}
          />
          <MoneyField
            control={control}
            name={`rates.${index}.price`}
            label={t('general:fields.price')}
            description={t('shipping.rates.priceHint')}
            {...money}
          />
          <MoneyField
            control={control}
            name={`rates.${index}.free_above`}
            label={t('shipping.rates.freeAbove')}
            description={t('shipping.rates.freeAboveHint')}
            {...money}
          />
          {type === 'order_value' ? (
            <>
              <MoneyField
                control={control}
                name={`rates.${index}.min_order_value`}
                label={t('shipping.rates.minOrderValue')}
                description={t('shipping.rates.minHint')}
                {...money}
              />
              <MoneyField
                control={control}
                name={`rates.${index}.max_order_value`}
                label={t('shipping.rates.maxOrderValue')}
                description={t('shipping.rates.maxHint')}
                {...money}
              />
            </>
          ) : null}
          {type === 'weight' ? (
            <>
              <WeightField
                control={control}
                name={`rates.${index}.min_weight`}
                label={t('shipping.rates.minWeight', { unit: weightUnit })}
                description={t('shipping.rates.minHint')}
                unit={weightUnit}
                placeholder="0"
              />
              <WeightField
                control={control}
                name={`rates.${index}.max_weight`}
                label={t('shipping.rates.maxWeight', { unit: weightUnit })}
                description={t('shipping.rates.maxHint')}
                unit={weightUnit}
              />
            </>
          ) : null}
        </Grid>
      </Flex>
    </section>
  );
}
