import { useWatch, type Control } from 'react-hook-form';
import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  COUPON_NAME_MAX,
  DISCOUNT_APPLIES_TO,
  DISCOUNT_ELIGIBILITY,
  DISCOUNT_MINIMUMS,
  DISCOUNT_TYPES,
  type Currency,
} from '@shop/admin-api';
import {
  CheckboxField,
  DateRangeField,
  MoneyField,
  PercentageField,
  SelectField,
  SwitchField,
  TextField,
} from '@shop/ui';
import { i18n } from '../../../lib/i18n';
import { errorStatus } from '../../../lib/http/errors';
import { utcOffset } from '../../../lib/queries/reference-options';
import { FormSection } from '../../../lib/forms/FormSection';
import type { CouponFormOutput, CouponFormValues } from '../form/coupon-form';
import { useCustomerGroupChoices } from '../queries';
import { CodeField } from './CodeField';
import { TargetPicker } from './TargetPicker';

type FormControl = Control<CouponFormValues, unknown, CouponFormOutput>;

export interface CouponFieldsProps {
  control: FormControl;
  currency: Currency;
  /** The shop's time zone: the dates are shown and typed in it. */
  timeZone: string;
  /** A saved code was for a customer group that has been deleted since. */
  groupDeleted?: boolean;
}

const locale = () => i18n.resolvedLanguage ?? i18n.language;

/** What the code takes off: the kind, then a percentage (§5's % field) or an amount. */
function ValueSection({ control, currency }: { control: FormControl; currency: Currency }) {
  const { t } = useTranslation('discounts');
  const type = useWatch({ control, name: 'type' });
  return (
    <FormSection title={t('sections.value')}>
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
    </FormSection>
  );
}

/** None, a subtotal in the shop currency, or a number of items. */
function MinimumSection({ control, currency }: { control: FormControl; currency: Currency }) {
  const { t } = useTranslation('discounts');
  const kind = useWatch({ control, name: 'minimum_requirement' });
  const labels = {
    none: t('fields.minimumNone'),
    amount: t('fields.minimumAmount'),
    quantity: t('fields.minimumQuantity'),
  };
  return (
    <FormSection title={t('sections.minimum')}>
      <SelectField
        control={control}
        name="minimum_requirement"
        label={t('fields.minimumKind')}
        options={DISCOUNT_MINIMUMS.map((value) => ({ value, label: labels[value] }))}
      />
      {kind === 'amount' ? (
        <MoneyField
          control={control}
          name="minimum_amount"
          label={labels.amount}
          currency={currency}
          locale={locale()}
        />
      ) : null}
      {kind === 'quantity' ? (
        <TextField
          control={control}
          name="minimum_quantity"
          label={labels.quantity}
          autoComplete="off"
        />
      ) : null}
    </FormSection>
  );
}

/** All products, or chosen collections or products. */
function AppliesToSection({ control }: { control: FormControl }) {
  const { t } = useTranslation('discounts');
  const scope = useWatch({ control, name: 'applies_to' });
  const labels = {
    all: t('fields.appliesAll'),
    collections: t('fields.appliesCollections'),
    products: t('fields.appliesProducts'),
  };
  return (
    <FormSection title={t('sections.appliesTo')}>
      <SelectField
        control={control}
        name="applies_to"
        label={t('sections.appliesTo')}
        options={DISCOUNT_APPLIES_TO.map((value) => ({ value, label: labels[value] }))}
      />
      {scope === 'collections' ? <TargetPicker control={control} kind="collections" /> : null}
      {scope === 'products' ? <TargetPicker control={control} kind="products" /> : null}
    </FormSection>
  );
}

/** Everyone, or the members of one customer group. */
function EligibilitySection({
  control,
  groupDeleted,
}: {
  control: FormControl;
  groupDeleted: boolean;
}) {
  const { t } = useTranslation('discounts');
  const who = useWatch({ control, name: 'customer_eligibility' });
  const groups = useCustomerGroupChoices();
  const labels = { everyone: t('fields.everyone'), customer_group: t('fields.customerGroup') };
  return (
    <FormSection title={t('sections.eligibility')}>
      <SelectField
        control={control}
        name="customer_eligibility"
        label={t('sections.eligibility')}
        options={DISCOUNT_ELIGIBILITY.map((value) => ({ value, label: labels[value] }))}
      />
      {who === 'customer_group' ? (
        <SelectField
          control={control}
          name="customer_group_id"
          label={t('fields.group')}
          description={
            errorStatus(groups.error) === 403
              ? t('picker.forbidden')
              : groupDeleted
                ? t('fields.groupDeleted')
                : undefined
          }
          options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        />
      ) : null}
    </FormSection>
  );
}

/** Every section of a code's form, new or saved. */
export function CouponFields({ control, currency, timeZone, groupDeleted }: CouponFieldsProps) {
  const { t } = useTranslation('discounts');
  return (
    <>
      <FormSection title={t('general:sections.details')}>
        <TextField
          control={control}
          name="name"
          label={t('general:fields.name')}
          maxLength={COUPON_NAME_MAX}
          autoComplete="off"
        />
        <CodeField control={control} />
        <SwitchField
          control={control}
          name="active"
          label={t('general:states.active')}
          description={t('fields.activeHint')}
        />
        <DateRangeField
          control={control}
          fromName="validFrom"
          toName="validTo"
          label={t('sections.dates')}
          fromLabel={t('columns.validFrom')}
          toLabel={t('columns.validTo')}
          description={t('fields.datesHint', {
            zone: `${timeZone} (${utcOffset(timeZone)})`,
          })}
          toDescription={t('fields.validToHint')}
          timeZone={timeZone}
        />
      </FormSection>
      <ValueSection control={control} currency={currency} />
      <MinimumSection control={control} currency={currency} />
      <FormSection title={t('sections.limits')}>
        <TextField
          control={control}
          name="usage_limit"
          label={t('fields.usageLimit')}
          description={t('fields.usageLimitHint')}
          autoComplete="off"
        />
        <CheckboxField
          control={control}
          name="once_per_customer"
          label={t('fields.oncePerCustomer')}
        />
      </FormSection>
      <AppliesToSection control={control} />
      <EligibilitySection control={control} groupDeleted={groupDeleted ?? false} />
    </>
  );
}
