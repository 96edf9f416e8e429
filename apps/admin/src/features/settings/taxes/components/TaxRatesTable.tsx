import { useMemo } from 'react';
import { Button, Flex, Table, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { TaxRate } from '@shop/admin-api';
import { formatNumber } from '../../../../lib/i18n/number-format';
import { useCountries } from '../../../../lib/queries/reference-data';
import { DeleteTaxRateButton } from './DeleteTaxRateButton';

export interface TaxRatesTableProps {
  rates: readonly TaxRate[];
  /** Opens the rate in the edit dialog. */
  onEdit: (rate: TaxRate) => void;
}

/** The shop's rates: name, the rate with a % sign (§2), its countries, what it is charged on. */
export function TaxRatesTable({ rates, onEdit }: TaxRatesTableProps) {
  const { t } = useTranslation('settings');
  const countries = useCountries();
  const names = useMemo(
    () => new Map(countries.data?.items.map((country) => [country.alpha2, country.name])),
    [countries.data],
  );
  const countryList = (rate: TaxRate) =>
    rate.countries.map(({ country }) => names.get(country.alpha2) ?? country.alpha2).join(', ');

  return (
    <Table.Root variant="surface">
      {/* Names the table (Table.Root puts its own props on a wrapper, not on the table). */}
      <VisuallyHidden asChild>
        <caption>{t('taxes.rates')}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('general:fields.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('taxes.columns.rate')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('taxes.columns.countries')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('taxes.columns.chargedOn')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <VisuallyHidden>{t('taxes.columns.actions')}</VisuallyHidden>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rates.map((rate) => (
          <Table.Row key={rate.id}>
            <Table.RowHeaderCell>{rate.name}</Table.RowHeaderCell>
            <Table.Cell>{t('taxes.percent', { rate: formatNumber(rate.rate) })}</Table.Cell>
            <Table.Cell>{countryList(rate)}</Table.Cell>
            <Table.Cell>{t(`taxes.chargePolicy.${rate.charge_policy}`)}</Table.Cell>
            <Table.Cell>
              <Flex gap="2" justify="end">
                <Button
                  variant="soft"
                  size="1"
                  aria-label={t('taxes.editAction', { name: rate.name })}
                  onClick={() => onEdit(rate)}
                >
                  {t('taxes.edit')}
                </Button>
                <DeleteTaxRateButton rate={rate} />
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
