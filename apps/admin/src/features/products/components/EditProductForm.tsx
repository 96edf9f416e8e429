import { type Product } from '@shop/admin-api';
import { ConflictDialog } from '@shop/ui';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { productBody, productToForm } from '../form/product-form';
import { useUpdateProduct } from '../queries';
import { ProductForm } from './ProductForm';

/**
 * Editing a saved product, protected against overwriting someone else's save: a stale save (409)
 * opens the conflict dialog (keep mine saves again over theirs, take theirs loads theirs).
 */
export function EditProductForm({ product }: { product: Product }) {
  const update = useUpdateProduct(product.id);
  const edit = useEditForm({
    record: product,
    recordSchema: 'productSchema',
    toFormValues: productToForm,
    // Planned against the product as last saved: the variants of unchanged options keep their ids.
    body: productBody(product),
    update: update.mutateAsync,
  });

  return (
    <ProductForm state={edit} product={product} onSave={edit.save}>
      <ConflictDialog {...edit.conflictDialog} />
    </ProductForm>
  );
}
