import { type Product } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { useSaveEdit } from '../../../lib/forms/use-save-edit';
import { productToForm, type ProductFormOutput } from '../form/product-form';
import { useProductForm } from '../form/use-product-form';
import { useUpdateProduct } from '../queries';
import { ProductForm } from './ProductForm';

/**
 * Editing a saved product, protected against overwriting someone else's save: a stale save (409)
 * opens the conflict dialog (keep mine saves again over theirs, take theirs loads theirs).
 */
export function EditProductForm({ product }: { product: Product }) {
  const state = useProductForm(product);
  const update = useUpdateProduct(product.id);
  const conflict = useSaveConflict(product, 'productSchema', (current) =>
    state.form.reset(productToForm(current)),
  );

  const save = useSaveEdit<Product, ProductFormOutput>(conflict, {
    send: update.mutateAsync,
    reset: (saved) => state.form.reset(productToForm(saved)),
    clearErrors: state.clearFormErrors,
    showErrors: state.showServerErrors,
  });

  return (
    <ProductForm state={state} product={product} onSave={save}>
      <ConflictDialog {...conflict.dialogProps(() => state.form.handleSubmit(save)())} />
    </ProductForm>
  );
}
