import { useTranslation } from 'react-i18next';
import { productSchema, type Product } from '@shop/admin-api';
import { ConflictDialog, toast } from '@shop/ui';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { productToForm, type ProductFormOutput } from '../form/product-form';
import { useProductForm } from '../form/use-product-form';
import { useUpdateProduct } from '../queries';
import { ProductForm } from './ProductForm';

/**
 * Editing a saved product, protected against overwriting someone else's save: a stale save (409)
 * opens the conflict dialog (keep mine saves again over theirs, take theirs loads theirs).
 */
export function EditProductForm({ product }: { product: Product }) {
  const { t } = useTranslation('non-settings');
  const state = useProductForm(product);
  const update = useUpdateProduct(product.id);
  const conflict = useSaveConflict(product, productSchema, (current) =>
    state.form.reset(productToForm(current)),
  );

  const save = async (values: ProductFormOutput): Promise<boolean> => {
    state.clearFormErrors();
    try {
      const saved = await update.mutateAsync({ ...values, updated_at: conflict.version });
      conflict.saved(saved);
      state.form.reset(productToForm(saved));
      toast.success(t('general:toast.saved'));
      return true;
    } catch (error) {
      if (!conflict.caught(error)) state.showServerErrors(error);
      return false;
    }
  };

  return (
    <ProductForm state={state} product={product} onSave={save}>
      <ConflictDialog {...conflict.dialogProps(() => state.form.handleSubmit(save)())} />
    </ProductForm>
  );
}
