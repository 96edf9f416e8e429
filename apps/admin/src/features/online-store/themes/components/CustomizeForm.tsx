import { useMemo, useRef } from 'react';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ThemeCustomize } from '@shop/admin-api';
import { ConfirmDialog, ConflictDialog } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { customizeBody, toCustomizeValues, type CustomizeValues } from '../form/customize-form';
import { localized } from '../localized';
import { previewSettings } from '../preview/preview-settings';
import { asThemeRecord, useSaveTheme, type ThemeSaveMode } from '../queries';
import { PreviewPane } from './PreviewPane';
import { SectionOrder } from './SectionOrder';
import { SettingField } from './SettingField';
import * as styles from './themes.css';

/**
 * The customize editor (§7 Themes): a form made from the theme's settings schema, a section at a
 * time (global ones in the schema's order, then the home page's in their own order, which the
 * merchant changes by drag or keyboard), beside the storefront showing the values as they are typed.
 * Save draft keeps them for later; Publish, apart and confirmed, makes them what the storefront shows.
 */
export function CustomizeForm({ payload }: { payload: ThemeCustomize }) {
  const { t, i18n } = useTranslation('themes');
  const { theme, schema, references } = payload;
  const saveTheme = useSaveTheme(theme.id);
  // Save and Publish share the form's save (its checks, its conflict dialog); this says which it is.
  const mode = useRef<ThemeSaveMode>('draft');
  const body = useMemo(() => customizeBody(schema), [schema]);
  const edit = useEditForm({
    record: asThemeRecord(payload),
    recordSchema: 'themeCustomizeSchema',
    toFormValues: toCustomizeValues,
    body,
    update: async (checked) =>
      asThemeRecord(await saveTheme.mutateAsync({ mode: mode.current, body: checked })),
  });
  const { form } = edit;
  const saveDraft = (checked: Parameters<typeof edit.save>[0]) => {
    mode.current = 'draft';
    return edit.save(checked);
  };
  const publish = () => {
    mode.current = 'publish';
    return form.handleSubmit(edit.save)();
  };

  const values = useWatch({ control: form.control }) as CustomizeValues;
  const live = useMemo(
    () => previewSettings(schema, values, payload.settings),
    [schema, values, payload.settings],
  );

  const global = schema.sections.filter((section) => section.placement === 'global');
  const home = schema.sections.filter((section) => section.placement === 'home');
  const order = values.section_order ?? [];
  const homeInOrder = order
    .map((id) => home.find((section) => section.id === id))
    .filter((section) => section !== undefined);
  const { isDirty, isSubmitting } = form.formState;
  const unpublished = isDirty || theme.has_unpublished_changes;

  return (
    <FormFrame
      form={form}
      onSubmit={(event) => {
        mode.current = 'draft';
        edit.onSubmit(event);
      }}
      aria-label={t('customize.formLabel', { name: theme.name })}
    >
      <div className={styles.editor}>
        <div className={styles.settingsColumn}>
          <FormErrors messages={edit.formErrors} />
          {global.map((section) => (
            <FormSection key={section.id} title={localized(section.name, i18n.language)}>
              {section.settings.map((setting) => (
                <SettingField
                  key={setting.id}
                  control={form.control}
                  sectionId={section.id}
                  setting={setting}
                  references={references}
                />
              ))}
            </FormSection>
          ))}
          {home.length > 0 ? (
            <FormSection
              title={t('customize.homeSections')}
              description={t('customize.homeSectionsHint')}
            >
              <SectionOrder control={form.control} sections={home} />
            </FormSection>
          ) : null}
          {homeInOrder.map((section) => (
            <FormSection key={section.id} title={localized(section.name, i18n.language)}>
              {section.settings.map((setting) => (
                <SettingField
                  key={setting.id}
                  control={form.control}
                  sectionId={section.id}
                  setting={setting}
                  references={references}
                />
              ))}
            </FormSection>
          ))}
          <div className={styles.actions}>
            <Flex direction="column" gap="2" align="start">
              <Badge color={unpublished ? 'blue' : 'green'}>
                {unpublished ? t('customize.unpublished') : t('customize.upToDate')}
              </Badge>
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline" disabled={isSubmitting}>
                    {t('customize.publish')}
                  </Button>
                }
                title={t('customize.publishTitle', { name: theme.name })}
                description={
                  theme.live
                    ? t('customize.publishDescriptionLive')
                    : t('customize.publishDescription')
                }
                confirmLabel={t('customize.publishConfirm')}
                onConfirm={publish}
              />
            </Flex>
          </div>
          <Text as="p" size="1" color="gray">
            {t('customize.saveHint')}
          </Text>
          {/* Last in the column: it sticks to the screen's bottom along the whole column. */}
          <FormActions
            form={form}
            onSave={saveDraft}
            onDiscard={edit.clearFormErrors}
            discardLabel={t('general:actions.discard')}
            saveLabel={t('customize.saveDraft')}
          />
        </div>
        <div className={styles.previewColumn}>
          <PreviewPane
            themeId={theme.id}
            preview={payload.preview}
            settings={live}
            version={theme.updated_at}
          />
        </div>
      </div>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
