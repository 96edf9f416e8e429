import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Policy } from '@shop/admin-api';
import { FormField } from '@shop/ui';
import type { StaffValues } from '../form/staff-form';
import { PICKER_ORDER, POLICY_GROUPS } from '../policy-groups';
import * as styles from './staff.css';

export interface PolicyPickerProps<Output> {
  control: Control<StaffValues, unknown, Output>;
  /**
   * Whether the signed-in user may give or take away this policy (they hold it themselves). One
   * they may not stays as it is: checked if the member holds it, off otherwise.
   */
  canChange: (policy: Policy) => boolean;
  /** The whole picker read-only (the owner's page). */
  disabled?: boolean;
}

/**
 * The policies a member holds, chosen in plain words: §6's areas in four groups, each a fieldset
 * with its legend, each policy a checkbox with a one-line explanation. The chosen set is the form's
 * `permission` (kept in §6 order); its message (none chosen, a refused one) shows above the groups
 * and describes the whole picker, and a server error on it focuses the first checkbox one may change.
 */
export function PolicyPicker<Output>({ control, canChange, disabled }: PolicyPickerProps<Output>) {
  const { t } = useTranslation('settings');
  const { field, fieldState } = useController({ control, name: 'permission' });
  const errorId = useId();
  const chosen = new Set(field.value);
  const focusTarget = PICKER_ORDER.find(canChange);
  const error = fieldState.error?.message;

  const toggle = (policy: Policy, on: boolean) =>
    field.onChange(PICKER_ORDER.filter((p) => (p === policy ? on : chosen.has(p))));

  return (
    <Flex
      direction="column"
      gap="5"
      role="group"
      aria-label={t('staff.permissions.title')}
      aria-describedby={error ? errorId : undefined}
    >
      {error ? (
        <Text as="p" id={errorId} size="2" color="red">
          {error}
        </Text>
      ) : null}
      {POLICY_GROUPS.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend className={styles.legend}>
            <Heading as="h3" size="3">
              {t(`staff.groups.${group.id}.title`)}
            </Heading>
          </legend>
          <Text as="p" size="2" color="gray">
            {t(`staff.groups.${group.id}.description`)}
          </Text>
          <div className={styles.policies}>
            {group.policies.map((policy) => (
              <FormField
                key={policy}
                layout="inline"
                label={t(`staff.policies.${policy}.label`)}
                description={t(`staff.policies.${policy}.description`)}
              >
                {(aria) => (
                  <Checkbox
                    {...aria}
                    ref={policy === focusTarget ? field.ref : undefined}
                    name={`permission.${policy}`}
                    checked={chosen.has(policy)}
                    disabled={disabled || field.disabled || !canChange(policy)}
                    onCheckedChange={(checked) => toggle(policy, checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
    </Flex>
  );
}
