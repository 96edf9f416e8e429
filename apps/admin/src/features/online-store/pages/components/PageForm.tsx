import { useEffect, useRef, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { handleFromTitle } from '@shop/admin-api';
import { SlugField, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { RichTextField } from '../../../../lib/rich-text/RichTextField';
import { SeoFields } from '../../../../shared/seo/SeoFields';
import type { PageFormValues } from '../form/page-form';

export interface PageFormProps<Output> {
  form: UseFormReturn<PageFormValues, unknown, Output>;
  onSave: (values: Output) => Promise<boolean>;
  formErrors: string[];
  clearFormErrors: () => void;
  saveLabel: string;
  /** A new page: its handle follows the title as it is typed, until the handle is edited. */
  handleFollowsTitle: boolean;
  /** Dialogs of the save (e.g. a conflict), rendered inside the form. */
  children?: ReactNode;
}

/**
 * A page of the online store (§7): title, content, visibility, and how search engines and the address
 * bar show it (SEO title and description with their length hints, the handle). Save stays off until
 * something changes; leaving with changes asks first (§2).
 */
export function PageForm<Output>({
  form,
  onSave,
  formErrors,
  clearFormErrors,
  saveLabel,
  handleFollowsTitle,
  children,
}: PageFormProps<Output>) {
  const { t } = useTranslation(['navigation', 'validation']);
  const title = form.watch('title');
  // Once the merchant types a handle, the title no longer changes it.
  const follows = useRef(handleFollowsTitle);
  useEffect(() => {
    if (follows.current && !form.getFieldState('handle').isDirty) {
      form.setValue('handle', handleFromTitle(title), { shouldValidate: false });
    }
  }, [form, title]);
  useEffect(() => {
    const watch = form.watch((_, { name, type }) => {
      if (name === 'handle' && type === 'change') follows.current = false;
    });
    return () => watch.unsubscribe();
  }, [form]);

  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={t('general:nav.pageDetail')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={formErrors} />
        <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
          <Flex direction="column" gap="4">
            <FormSection title={t('general:sections.details')}>
              <TextField
                control={form.control}
                name="title"
                label={t('general:fields.title')}
                autoComplete="off"
                required
              />
              <RichTextField
                control={form.control}
                name="body_html"
                label={t('pages.fields.content')}
              />
            </FormSection>
            <FormSection title={t('general:sections.seo')} description={t('pages.seo.hint')}>
              <SeoFields
                control={form.control}
                names={{ title: 'seo_title', description: 'seo_description' }}
                descriptionRows={3}
              />
              <SlugField
                control={form.control}
                name="handle"
                label={t('pages.fields.handle')}
                description={t('pages.seo.handleHint')}
                autoComplete="off"
              />
            </FormSection>
          </Flex>
          <FormSection title={t('pages.visibility.title')}>
            <SwitchField
              control={form.control}
              name="visible"
              label={t('pages.fields.visible')}
              description={t('pages.visibility.hint')}
            />
          </FormSection>
        </Grid>
        <FormActions
          form={form}
          onSave={onSave}
          onDiscard={clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={saveLabel}
        />
      </Flex>
      {children}
    </FormFrame>
  );
}
