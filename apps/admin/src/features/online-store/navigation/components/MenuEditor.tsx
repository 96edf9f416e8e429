import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MENU_MAX_DEPTH, type Menu, type MenuLinkView } from '@shop/admin-api';
import { ConflictDialog, EmptyState, TextField, TreeEditor, type TreeEditorLabels } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { menuBody, replaceItem, toMenuValues, type EditorItem } from '../form/menu-form';
import { LINK_TYPE_LABEL_KEYS } from '../link-type-labels';
import { useUpdateMenu } from '../queries';
import { MenuItemDialog } from './MenuItemDialog';

/** The menu's title and its items as a tree: added, changed, removed, moved and nested; saved whole. */
export function MenuEditor({ menu }: { menu: Menu }) {
  const { t } = useTranslation(['navigation', 'validation']);
  const update = useUpdateMenu(menu.id);
  const edit = useEditForm({
    record: menu,
    recordSchema: 'menuSchema',
    toFormValues: toMenuValues,
    body: menuBody,
    update: update.mutateAsync,
  });
  const { form } = edit;
  const items = useController({ control: form.control, name: 'items' }).field;
  const [dialog, setDialog] = useState<{ item: EditorItem | null } | null>(null);
  const setItems = (next: EditorItem[]) => items.onChange(next);

  const labels: TreeEditorLabels = {
    handle: (name, level) => t('menus.tree.handle', { name, level }),
    instructions: t('menus.tree.instructions'),
    pickedUp: (name, position, count, level) =>
      t('menus.tree.pickedUp', { name, position, count, level }),
    movedTo: (name, position, count, level) =>
      t('menus.tree.movedTo', { name, position, count, level }),
    dropped: (name, position, count, level) =>
      t('menus.tree.dropped', { name, position, count, level }),
    cancelled: (name, position, count, level) =>
      t('menus.tree.cancelled', { name, position, count, level }),
  };

  const describe = (link: MenuLinkView) => {
    const kind = t(LINK_TYPE_LABEL_KEYS[link.type]);
    if (link.type === 'home') return kind;
    if (link.type === 'url') return `${kind}: ${link.url ?? ''}`;
    return `${kind}: ${link.target_title ?? t('menus.link.missing')}`;
  };

  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(edit.save)(event)}
      aria-label={t('general:nav.navigationDetail')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('general:sections.details')}>
          <TextField
            control={form.control}
            name="title"
            label={t('general:fields.title')}
            description={t('menus.form.handleHint', { handle: menu.handle })}
            autoComplete="off"
            required
          />
        </FormSection>
        <FormSection title={t('menus.items.title')} description={t('menus.items.hint')}>
          {items.value.length === 0 ? (
            <EmptyState
              title={t('menus.items.empty')}
              description={t('menus.items.emptyDescription')}
            />
          ) : (
            <TreeEditor
              items={items.value}
              getName={(item) => item.title}
              onChange={setItems}
              maxDepth={MENU_MAX_DEPTH}
              label={t('menus.items.title')}
              labels={labels}
              renderItem={(item) => (
                <Flex align="center" justify="between" gap="3" wrap="wrap">
                  <Flex direction="column" gap="1" minWidth="0">
                    <Text size="2" weight="medium">
                      {item.title}
                    </Text>
                    <Text
                      size="1"
                      color={
                        item.link.type !== 'home' &&
                        item.link.type !== 'url' &&
                        !item.link.target_title
                          ? 'red'
                          : 'gray'
                      }
                    >
                      {describe(item.link)}
                    </Text>
                  </Flex>
                  <Flex gap="2">
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      aria-label={t('menus.item.editNamed', { name: item.title })}
                      onClick={() => setDialog({ item })}
                    >
                      {t('menus.item.edit')}
                    </Button>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      color="red"
                      aria-label={t('menus.item.removeNamed', { name: item.title })}
                      onClick={() => setItems(replaceItem(items.value, item.id, null))}
                    >
                      {t('general:actions.remove')}
                    </Button>
                  </Flex>
                </Flex>
              )}
            />
          )}
          <Flex>
            <Button type="button" variant="soft" onClick={() => setDialog({ item: null })}>
              {t('menus.item.addTitle')}
            </Button>
          </Flex>
        </FormSection>
        <FormActions
          form={form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <MenuItemDialog
        open={dialog !== null}
        item={dialog?.item ?? null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onDone={(item) => {
          setItems(dialog?.item ? replaceItem(items.value, item.id, item) : [...items.value, item]);
          setDialog(null);
        }}
      />
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
