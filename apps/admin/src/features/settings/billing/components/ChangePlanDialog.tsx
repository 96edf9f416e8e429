import { Callout, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Billing, Plan } from '@shop/admin-api';
import { ConfirmDialog, formatDate, formatMoney, toast } from '@shop/ui';
import { errorStatus, fieldErrors } from '../../../../lib/http/errors';
import { outgrownLimits, planChange } from '../plan-changes';
import { feeText, limitText, priceText } from '../plan-text';
import { useChangePlan } from '../queries';
import * as styles from './billing.css';

export interface ChangePlanDialogProps {
  /** The plan chosen; null: closed. Kept by the caller while the dialog closes. */
  target: Plan | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Plan;
  billing: Billing;
}

/** Why the server refused the change, in the merchant's words (409, 422), or nothing. */
function useRefusal(error: unknown, target: Plan | null, usage: Billing['usage']): string | null {
  const { t } = useTranslation('settings');
  const status = errorStatus(error);
  if (status === 409) return t('billing.change.conflict');
  if (status !== 422) return null;
  const fields = fieldErrors(error);
  if (fields.some(({ field }) => field === 'plan_id')) return t('billing.change.samePlan');
  // The shop outgrew the plan: the record read again after the refusal has the figures.
  const outgrown = target ? outgrownLimits(target, usage) : [];
  if (outgrown.length) {
    return outgrown
      .map(({ limit, used, allowed }) =>
        t(`billing.outgrown.${limit}`, { used, allowed, plan: target?.name }),
      )
      .join(' ');
  }
  return fields.map(({ title }) => title).join(' ') || t('billing.change.refused');
}

/**
 * Asks before moving the shop to another plan: its price, from when it is charged, and what
 * changes (limits, transaction fee, features gained and lost). A refusal (someone changed the plan
 * meanwhile, 409; the shop outgrew the plan, 422) is said in the dialog, which stays open: after a
 * 409 it shows what changes from the plan the shop is on now, and confirming again uses that.
 */
export function ChangePlanDialog({
  target,
  open,
  onOpenChange,
  current,
  billing,
}: ChangePlanDialogProps) {
  const { t } = useTranslation('settings');
  const change = useChangePlan();
  const refusal = useRefusal(change.error, target, billing.usage);
  if (!target) return null;
  const diff = planChange(current, target);

  const confirm = async () => {
    await change.mutateAsync({ planId: target.id, version: billing.updated_at });
    toast.success(t('billing.change.done', { name: target.name }));
  };

  const items = [
    ...diff.limits.map(({ limit, from, to }) =>
      t('billing.change.from', { from: limitText(t, limit, from), to: limitText(t, limit, to) }),
    ),
    ...(diff.fee
      ? [t('billing.change.from', { from: feeText(t, diff.fee.from), to: feeText(t, diff.fee.to) })]
      : []),
    ...diff.added.map((feature) =>
      t('billing.change.adds', { feature: t(`billing.features.${feature}`) }),
    ),
    ...diff.removed.map((feature) =>
      t('billing.change.removes', { feature: t(`billing.features.${feature}`) }),
    ),
  ];

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) change.reset();
        onOpenChange(next);
      }}
      title={t(`billing.change.title.${diff.direction}`, { name: target.name })}
      description={t('billing.change.price', {
        date: formatDate(billing.next_charge.date),
        price: priceText(t, target.price, target.currency),
        old: formatMoney(current.price, current.currency),
      })}
      details={
        <>
          <Text as="p" size="2" weight="medium">
            {t('billing.change.whatChanges')}
          </Text>
          <ul className={styles.changeList} aria-label={t('billing.change.whatChanges')}>
            {items.map((item) => (
              <Text as="div" size="2" key={item} asChild>
                <li>{item}</li>
              </Text>
            ))}
          </ul>
          {refusal && (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Text>{refusal}</Callout.Text>
            </Callout.Root>
          )}
        </>
      }
      confirmLabel={t('billing.change.confirm')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
