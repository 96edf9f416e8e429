import { useEffect, useRef } from 'react';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MENU_LINK_TYPES, type MenuLinkType } from '@shop/admin-api';
import { SelectField, TextField } from '@shop/ui';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { useBodyForm } from '../../../../lib/forms/use-body-form';
import {
  itemBody,
  NEW_ITEM_VALUES,
  toItemValues,
  withItemValues,
  type EditorItem,
  type ItemOutput,
} from '../form/menu-form';
import { LINK_TYPE_LABEL_KEYS } from '../link-type-labels';
import { LinkTargetField } from './LinkTargetField';

/** The item's title and link, checked by the contract's rules before it goes into the tree. */
function ItemForm({
  item,
  onDone,
}: {
  item: EditorItem | null;
  onDone: (item: EditorItem) => void;
}) {
  const { t } = useTranslation(['navigation', 'validation']);
  const state = useBodyForm({
    ...itemBody,
    defaultValues: item ? toItemValues(item) : NEW_ITEM_VALUES,
  });
  const { form } = state;
  const type = form.watch('type');
  // A pick belongs to its type: another type starts without one (a collection id is no page's).
  const pickedFor = useRef(type);
  useEffect(() => {
    if (pickedFor.current === type) return;
    pickedFor.current = type;
    form.setValue('target_id', '');
    form.setValue('target_title', '');
  }, [form, type]);

  const done = (output: ItemOutput) => onDone(withItemValues(item, output, form.getValues()));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits in a portal inside the menu's form: its submit is not the menu's.
        event.stopPropagation();
        void form.handleSubmit(done)(event);
      }}
    >
      <Flex direction="column" gap="4" mt="4">
        <FormErrors messages={state.formErrors} />
        <TextField
          control={form.control}
          name="title"
          label={t('general:fields.title')}
          autoComplete="off"
          required
        />
        <SelectField
          control={form.control}
          name="type"
          label={t('menus.link.type')}
          options={MENU_LINK_TYPES.map((value: MenuLinkType) => ({
            value,
            label: t(LINK_TYPE_LABEL_KEYS[value]),
          }))}
        />
        {type === 'url' ? (
          <TextField
            control={form.control}
            name="url"
            label={t('menus.link.url')}
            description={t('menus.link.urlHint')}
            autoComplete="off"
            required
          />
        ) : type === 'home' ? null : (
          <LinkTargetField
            key={type}
            control={form.control}
            type={type}
            onPick={(target) => {
              form.setValue('target_id', target.id, { shouldDirty: true, shouldValidate: true });
              form.setValue('target_title', target.title, { shouldDirty: true });
              // The title follows the pick until the merchant typed one.
              if (!form.getValues('title').trim())
                form.setValue('title', target.title, { shouldDirty: true });
            }}
          />
        )}
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('general:actions.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit">{item ? t('menus.item.apply') : t('menus.item.add')}</Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * Adding an item (`item` null) or changing one: title and where it links (home, a collection, a
 * product, a page, or a URL or path, §5). The change goes into the menu's tree; the menu saves it.
 */
export function MenuItemDialog({
  open,
  item,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  item: EditorItem | null;
  onOpenChange: (open: boolean) => void;
  onDone: (item: EditorItem) => void;
}) {
  const { t } = useTranslation('navigation');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{item ? t('menus.item.editTitle') : t('menus.item.addTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('menus.item.description')}
        </Dialog.Description>
        {/* Keyed: each opening starts from the item as it is (or empty). */}
        {open ? <ItemForm key={item?.id ?? 'new'} item={item} onDone={onDone} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
