import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import {
  emptyProductForm,
  productBody,
  productToForm,
  type ProductFormOutput,
} from '../form/product-form';
import { hrefs } from '../../../app/routing/hrefs';
import { useCreateProduct } from '../queries';
import { ProductForm } from './ProductForm';

/** Creating a product; once saved, its own page replaces this one (without the unsaved prompt). */
export function NewProductForm() {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const state = useBodyForm({ ...productBody(undefined), defaultValues: emptyProductForm() });
  const create = useCreateProduct();

  const save = async (values: ProductFormOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const created = await create.mutateAsync(values);
      state.form.reset(productToForm(created));
      toast.success(t('general:toast.createdRecord.product'));
      // Awaited: the fields stay disabled until the record's page replaces this one (typed meanwhile,
      // a change would be lost with the form).
      await navigate(hrefs.products.detail(created.id), {
        replace: true,
        state: LEAVE_WITHOUT_PROMPT,
      });
      return true;
    } catch (error) {
      state.showServerErrors(error);
      return false;
    }
  };

  return <ProductForm state={state} onSave={save} />;
}
