import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Currency, ShippingSettings, ShippingZone } from '@shop/admin-api';
import { ConflictDialog, TextField } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { LEAVE_WITHOUT_PROMPT } from '../../../../lib/forms/unsaved-changes';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { shippingKeys } from '../../../../lib/queries/query-keys';
import {
  documentWith,
  NEW_ZONE_VALUES,
  newRateValues,
  placeOf,
  zoneBody,
  zoneToForm,
} from '../form/zone-form';
import { useSaveShipping } from '../queries';
import { RateFields } from './RateFields';
import { ZoneCountriesFields } from './ZoneCountriesFields';

/**
 * A shipping zone's form (§2 shipping › create and {zoneId}): its name, its countries and states,
 * and its rates. Saving sends the whole document of zones (§7 PUT shipping) with this zone in its
 * place, over the version loaded: a 409 opens the conflict dialog. A new zone's page becomes the
 * zone's own page once saved.
 */
export function ZoneForm({
  doc,
  zone,
  currency,
}: {
  /** The zones as loaded (the cache's: a save or a 409 renews it). */
  doc: ShippingSettings;
  /** The zone edited; null for a new one. */
  zone: ShippingZone | null;
  currency: Currency;
}) {
  const { t } = useTranslation(['settings', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveShipping = useSaveShipping();
  const zoneId = zone?.id ?? null;
  const [createdId, setCreatedId] = useState<string | null>(null);
  /** The zones as cached now: a save, or a 409's newer version, renews them. */
  const latestDoc = () => queryClient.getQueryData<ShippingSettings>(shippingKeys.zones()) ?? doc;

  const edit = useEditForm({
    record: doc,
    recordSchema: 'shippingSettingsSchema',
    // Saving another zone moves the document's version: while this zone reads as loaded, the form
    // edits the newest document (and sends the other zones as they are now), so no 409 for that.
    followVersionWhileUnchanged: true,
    toFormValues: (current) => {
      const saved = zoneId === null ? undefined : current.zones.find((z) => z.id === zoneId);
      return saved ? zoneToForm(saved) : NEW_ZONE_VALUES;
    },
    body: zoneBody(
      doc.zones.filter((other) => other.id !== zoneId),
      // Asked when the server's field errors arrive: the cache holds the document sent then.
      () => placeOf(latestDoc(), zoneId),
    ),
    update: async ({ updated_at, ...changes }) => {
      // The other zones as they are now (a 409 has put the newer ones in the cache).
      const latest = latestDoc();
      const saved = await saveShipping.mutateAsync({
        weight_unit: latest.weight_unit,
        zones: documentWith(latest, changes, zoneId),
        updated_at,
      });
      if (zoneId === null) setCreatedId(saved.zones[placeOf(latest, null)]?.id ?? null);
      return saved;
    },
  });
  const { control } = edit.form;
  const rates = useFieldArray({ control, name: 'rates' });

  // A new zone, once saved, is edited on its own page (Back does not return to an empty form).
  useEffect(() => {
    if (createdId === null) return;
    void navigate(hrefs.settings.editShippingZone(createdId), {
      replace: true,
      state: LEAVE_WITHOUT_PROMPT,
    });
  }, [createdId, navigate]);

  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={zone ? zone.name : t('general:settingsNav.newShippingZone')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('shipping.zones.detailsTitle')}>
          <TextField
            control={control}
            name="name"
            label={t('shipping.zones.name')}
            description={t('shipping.zones.nameHint')}
            autoComplete="off"
          />
        </FormSection>
        <FormSection
          title={t('shipping.zones.countriesTitle')}
          description={t('shipping.zones.countriesIntro')}
        >
          <ZoneCountriesFields control={control} />
        </FormSection>
        <FormSection
          title={t('shipping.rates.title')}
          description={t('shipping.rates.intro', { unit: doc.weight_unit })}
          actions={
            <Button type="button" variant="soft" onClick={() => rates.append(newRateValues())}>
              {t('shipping.rates.add')}
            </Button>
          }
        >
          {rates.fields.map((field, index) => (
            <RateFields
              key={field.id}
              control={control}
              index={index}
              currency={currency}
              weightUnit={doc.weight_unit}
              onRemove={rates.fields.length > 1 ? () => rates.remove(index) : undefined}
            />
          ))}
        </FormSection>
        <FormActions
          form={edit.form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
