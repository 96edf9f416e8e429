import { useState, type FormEvent } from 'react';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DiscountAnalyticsQuery } from '@shop/admin-api';
import { FormField } from '@shop/ui';
import * as styles from './analytics.css';
import { lastDays, PRESET_DAYS, rangeProblem, today, type RangeProblem } from './range';

interface RangeFormProps {
  range: DiscountAnalyticsQuery;
  timeZone: string;
  onChange: (range: DiscountAnalyticsQuery) => void;
}

/**
 * The days the figures are for: the last 7, 30 or 90 in one click, or any first and last day (both
 * included, in the shop's time zone), checked as the server checks them before they are asked for.
 */
export function RangeForm({ range, timeZone, onChange }: RangeFormProps) {
  const { t } = useTranslation('discounts');
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [shown, setShown] = useState(range);
  // The URL changed the range (a preset, back and forward): the fields follow it.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
    setProblem(null);
  }
  const errorOf = (field: 'from' | 'to') =>
    problem?.field === field ? t(`analytics.range.errors.${problem.key}`) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (found) {
      document.getElementById(`analytics-${found.field}`)?.focus();
      return;
    }
    onChange(draft);
  };
  const last = today(timeZone);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('analytics.range.presets')}>
        {PRESET_DAYS.map((days) => {
          const preset = lastDays(days, last);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <Button
              key={days}
              type="button"
              variant={current ? 'solid' : 'soft'}
              color={current ? undefined : 'gray'}
              aria-pressed={current}
              onClick={() => onChange(preset)}
            >
              {t('analytics.range.lastDays', { count: days })}
            </Button>
          );
        })}
      </Flex>
      <form onSubmit={submit} noValidate aria-label={t('analytics.range.label')}>
        <div className={styles.rangeRow}>
          {(['from', 'to'] as const).map((field) => (
            <FormField
              key={field}
              id={`analytics-${field}`}
              label={t(`analytics.range.${field}`)}
              error={errorOf(field)}
            >
              {(aria) => (
                <TextField.Root
                  {...aria}
                  type="date"
                  className={styles.dateInput}
                  value={draft[field]}
                  onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
                />
              )}
            </FormField>
          ))}
          <Button type="submit" variant="soft">
            {t('analytics.range.apply')}
          </Button>
        </div>
      </form>
      <Text as="p" size="1" color="gray">
        {t('analytics.range.timeZone', { timeZone })}
      </Text>
    </Flex>
  );
}
