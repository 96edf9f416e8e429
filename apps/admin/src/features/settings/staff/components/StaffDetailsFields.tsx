import type { Control } from 'react-hook-form';
import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { EmailField, TextField } from '@shop/ui';
import type { StaffValues } from '../form/staff-form';

/**
 * The person: e-mail and name. `readOnly` once they have joined: the name and e-mail are then their
 * own, changed in their account settings (the server refuses a change here).
 */
export function StaffDetailsFields<Output>({
  control,
  readOnly = false,
}: {
  control: Control<StaffValues, unknown, Output>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <EmailField
        control={control}
        name="email"
        label={t('general:fields.email')}
        autoComplete="off"
        readOnly={readOnly}
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <TextField
          control={control}
          name="first_name"
          label={t('staff.fields.firstName')}
          autoComplete="off"
          readOnly={readOnly}
        />
        <TextField
          control={control}
          name="last_name"
          label={t('staff.fields.lastName')}
          autoComplete="off"
          readOnly={readOnly}
        />
      </Grid>
    </>
  );
}
