import { useWatch, type Control } from 'react-hook-form';
import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { COUPON_NAME_MAX, DISCOUNT_TYPES, type Currency } from '@shop/admin-api';
import {
  DateRangeField,
  MoneyField,
  PercentageField,
  SelectField,
  SwitchField,
  TextField,
} from '@shop/ui';
import { i18n } from '../../../lib/i18n';
import { utcOffset } from '../../../lib/queries/reference-options';
import type { ThresholdFormOutput, ThresholdFormValues } from './threshold-form';

type FormControl = Control<ThresholdFormValues, unknown, ThresholdFormOutput>;

const locale = () => i18n.resolvedLanguage ?? i18n.language;

/** A tier's fields: its name, the amount an order must reach, what it takes off, when, and on/off. */
export function ThresholdFields({
  control,
  currency,
  timeZone,
}: {
  control: FormControl;
  currency: Currency;
  /** The shop's time zone: the dates are shown and typed in it. */
  timeZone: string;
}) {
  const { t } = useTranslation('discounts');
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <TextField
        control={control}
        name="name"
        label={t('general:fields.name')}
        maxLength={COUPON_NAME_MAX}
        autoComplete="off"
      />
      <MoneyField
        control={control}
        name="minimum_amount"
        label={t('thresholds.fields.minimum')}
        description={t('thresholds.fields.minimumHint')}
        currency={currency}
        locale={locale()}
      />
      <SelectField
        control={control}
        name="type"
        label={t('columns.type')}
        options={DISCOUNT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      {type === 'percentage' ? (
        <PercentageField control={control} name="percentage" label={t('fields.percentage')} />
      ) : null}
      {type === 'fixed_amount' ? (
        <MoneyField
          control={control}
          name="amount"
          label={t('fields.amount')}
          currency={currency}
          locale={locale()}
        />
      ) : null}
      {type === 'free_shipping' ? (
        <Text as="p" size="2" color="gray">
          {t('fields.freeShippingHint')}
        </Text>
      ) : null}
      <SwitchField
        control={control}
        name="active"
        label={t('general:states.active')}
        description={t('thresholds.fields.activeHint')}
      />
      <DateRangeField
        control={control}
        fromName="valid_from"
        toName="valid_to"
        label={t('sections.dates')}
        fromLabel={t('columns.validFrom')}
        toLabel={t('columns.validTo')}
        description={t('fields.datesHint', { zone: `${timeZone} (${utcOffset(timeZone)})` })}
        toDescription={t('fields.validToHint')}
        timeZone={timeZone}
      />
    </>
  );
}
