import { useTranslation } from 'react-i18next';
import { THEME_FONTS, type ThemeSetting } from '@shop/admin-api';
import {
  CheckboxField,
  ColorField,
  RangeField,
  SelectField,
  TextareaField,
  TextField,
} from '@shop/ui';
import { RichTextField } from '../../../../lib/rich-text/RichTextField';
import type { CustomizeControl } from '../form/customize-form';
import type { ThemeReference } from '../queries';
import { localized } from '../localized';
import { ReferencePickerField } from './ReferencePickerField';
import { ThemeImageField } from './ThemeImageField';

export interface SettingFieldProps {
  control: CustomizeControl;
  sectionId: string;
  setting: ThemeSetting;
  references: { collections: readonly ThemeReference[]; products: readonly ThemeReference[] };
}

/** One setting of a theme's schema as the field of its type (§7 Themes). */
export function SettingField({ control, sectionId, setting, references }: SettingFieldProps) {
  const { t, i18n } = useTranslation('themes');
  const name = `sections.${sectionId}.${setting.id}` as const;
  const label = localized(setting.label, i18n.language);
  const info = setting.info ? localized(setting.info, i18n.language) : undefined;
  const common = { control, name, label, description: info };

  switch (setting.type) {
    case 'text':
      return setting.multiline ? (
        <TextareaField {...common} rows={3} maxLength={setting.max_length} />
      ) : (
        <TextField {...common} maxLength={setting.max_length} />
      );
    case 'richtext':
      return <RichTextField {...common} />;
    case 'color':
      return <ColorField {...common} pickerLabel={t('fields.pickColor', { label })} />;
    case 'image':
      return (
        <ThemeImageField
          control={control}
          name={name}
          label={label}
          hint={info ?? t('fields.imageHint')}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={setting.options.map((option) => ({
            value: option.value,
            label: localized(option.label, i18n.language),
          }))}
        />
      );
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'range':
      return (
        <RangeField
          {...common}
          min={setting.min}
          max={setting.max}
          step={setting.step}
          unit={setting.unit}
          locale={i18n.language}
        />
      );
    case 'font':
      return (
        <SelectField
          {...common}
          options={THEME_FONTS.map((font) => ({ value: font, label: t(`fonts.${font}`) }))}
        />
      );
    case 'link':
      return (
        <TextField
          {...common}
          description={info ?? t('fields.linkHint')}
          placeholder="https://"
          autoComplete="off"
        />
      );
    case 'collection':
      return <ReferencePickerField {...common} kind="collection" known={references.collections} />;
    case 'product':
      return <ReferencePickerField {...common} kind="product" known={references.products} />;
  }
}
