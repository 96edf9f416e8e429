import { useRef } from 'react';
import {
  useController,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type UseFormSetValue,
} from 'react-hook-form';
import { Button, Card, Flex, Grid, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  CONDITION_NAMES,
  CONDITION_TYPES,
  DEFAULT_CURRENCY,
  MAX_CONDITIONS,
  PRODUCT_STATUSES,
  type ConditionName,
} from '@shop/admin-api';
import { FormField, MoneyField, SelectField, TextField } from '@shop/ui';
import { useShop } from '../../../lib/queries/shop';
import {
  conditionValueKind,
  newConditionRow,
  operatorsFor,
  withConditionName,
  type ConditionRow,
} from '../form/conditions';
import type { CollectionFormOutput, CollectionFormValues } from '../form/form-values';

/** The label of each product field a condition can test (the price is the shared label). */
const CONDITION_NAME_KEYS: Record<ConditionName, string> = {
  title: 'collections.conditions.names.title',
  price: 'general:fields.price',
  status: 'collections.conditions.names.status',
};

type FormControl = Control<CollectionFormValues, unknown, CollectionFormOutput>;

interface ConditionsEditorProps {
  control: FormControl;
  setValue: UseFormSetValue<CollectionFormValues>;
}

/**
 * The name of a condition: choosing another one also resets the operator and the value when the new
 * name does not allow them (see withConditionName), so a row is never left half valid.
 */
function ConditionNameSelect({
  control,
  setValue,
  index,
}: ConditionsEditorProps & { index: number }) {
  const { t } = useTranslation('non-settings');
  const { field, fieldState } = useController({ control, name: `conditions.${index}.name` });
  const row = useWatch({ control, name: `conditions.${index}` });
  const choose = (name: ConditionName) => {
    const next = withConditionName(row, name);
    const options = { shouldDirty: true, shouldValidate: fieldState.isTouched } as const;
    field.onChange(next.name);
    setValue(`conditions.${index}.type`, next.type, options);
    setValue(`conditions.${index}.value`, next.value, options);
  };
  return (
    <FormField label={t('collections.conditions.name')} error={fieldState.error?.message}>
      {(aria) => (
        <Select.Root
          name={field.name}
          value={field.value}
          disabled={field.disabled}
          onValueChange={(next) => choose(next as ConditionName)}
          onOpenChange={(open) => {
            if (!open) field.onBlur();
          }}
        >
          <Select.Trigger {...aria} ref={field.ref} />
          <Select.Content position="popper">
            {CONDITION_NAMES.map((name) => (
              <Select.Item key={name} value={name}>
                {t(CONDITION_NAME_KEYS[name])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FormField>
  );
}

/** The value of a condition, edited the way its name demands (text, a price, a product status). */
function ConditionValueField({
  control,
  index,
  name,
}: {
  control: FormControl;
  index: number;
  name: ConditionName;
}) {
  const { t } = useTranslation('non-settings');
  const { data: shop } = useShop();
  const label = t('collections.conditions.value');
  const fieldName = `conditions.${index}.value` as const;
  switch (conditionValueKind(name)) {
    case 'price':
      return (
        <MoneyField
          control={control}
          name={fieldName}
          label={label}
          currency={shop?.currency ?? DEFAULT_CURRENCY}
        />
      );
    case 'productStatus':
      return (
        <SelectField
          control={control}
          name={fieldName}
          label={label}
          options={PRODUCT_STATUSES.map((status) => ({
            value: status,
            label: t(`general:states.${status}`),
          }))}
        />
      );
    default:
      return <TextField control={control} name={fieldName} label={label} autoComplete="off" />;
  }
}

function ConditionRowFields({
  control,
  setValue,
  index,
  onRemove,
}: ConditionsEditorProps & { index: number; onRemove: () => void }) {
  const { t } = useTranslation('non-settings');
  const name = useWatch({ control, name: `conditions.${index}.name` }) as ConditionName;
  const position = index + 1;
  return (
    <Card role="group" aria-label={t('collections.conditions.row', { position })}>
      <Grid columns={{ initial: '1', sm: '3' }} gap="3" align="start">
        <ConditionNameSelect control={control} setValue={setValue} index={index} />
        <SelectField
          control={control}
          name={`conditions.${index}.type`}
          label={t('collections.conditions.operator')}
          options={operatorsFor(name).map((operator) => ({
            value: operator,
            label: t(`collections.conditions.operators.${operator}`),
          }))}
        />
        <ConditionValueField control={control} index={index} name={name} />
      </Grid>
      <Flex justify="end" mt="2">
        <Button type="button" size="1" variant="ghost" color="red" onClick={onRemove}>
          {t('collections.conditions.remove', { position })}
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * The rules of an automated collection: whether a product must match all of them or any, and the rows
 * of name / operator / value (names and operators from the contract's CONDITION_RULES).
 */
export function ConditionsEditor({ control, setValue }: ConditionsEditorProps) {
  const { t } = useTranslation('non-settings');
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions' });
  const { errors } = useFormState({ control, name: 'conditions' });
  const addButton = useRef<HTMLButtonElement>(null);
  // "At least one condition" sits on the list itself (with row errors it moves to `root`).
  const listError = errors.conditions?.message ?? errors.conditions?.root?.message;

  return (
    <Flex direction="column" gap="3">
      <SelectField
        control={control}
        name="condition_type"
        label={t('collections.fields.conditionType')}
        options={CONDITION_TYPES.map((type) => ({
          value: type,
          label: t(`collections.conditionTypes.${type}`),
        }))}
      />
      {fields.map((row, index) => (
        <ConditionRowFields
          key={row.id}
          control={control}
          setValue={setValue}
          index={index}
          onRemove={() => {
            remove(index);
            // The removed row's button is gone: keep the keyboard in the editor.
            addButton.current?.focus();
          }}
        />
      ))}
      {fields.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('collections.conditions.none')}
        </Text>
      ) : null}
      {listError ? (
        <Text as="p" size="2" color="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <Flex align="center" gap="3">
        <Button
          ref={addButton}
          type="button"
          variant="soft"
          disabled={fields.length >= MAX_CONDITIONS}
          onClick={() => append(newConditionRow() satisfies ConditionRow)}
        >
          {t('collections.conditions.add')}
        </Button>
        {fields.length >= MAX_CONDITIONS ? (
          <Text size="2" color="gray">
            {t('collections.conditions.max', { count: MAX_CONDITIONS })}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
