import { useTranslation } from 'react-i18next';
import { useBodyForm } from '../../../lib/forms/use-body-form';
import { useCreateAndOpen } from '../../../lib/forms/use-create-and-open';
import { emptyProductForm, productBody, productToForm } from '../form/product-form';
import { hrefs } from '../../../app/routing/hrefs';
import { useCreateProduct } from '../queries';
import { ProductForm } from './ProductForm';

/** Creating a product; once saved, its own page replaces this one (without the unsaved prompt). */
export function NewProductForm() {
  const { t } = useTranslation('non-settings');
  const state = useBodyForm({ ...productBody(undefined), defaultValues: emptyProductForm() });
  const create = useCreateProduct();

  const save = useCreateAndOpen({
    state,
    create: create.mutateAsync,
    createdMessage: t('general:toast.createdRecord.product'),
    hrefOf: (created) => hrefs.products.detail(created.id),
    onCreated: (created) => state.form.reset(productToForm(created)),
  });

  return <ProductForm state={state} onSave={save} />;
}
