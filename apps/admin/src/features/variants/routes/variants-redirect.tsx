import { Navigate, replace, useParams, type LoaderFunctionArgs } from 'react-router';
import { hrefs } from '../../../app/routing/hrefs';

/** §2: /products/{productId}/variants has no screen of its own; it goes up to the product. */
export async function loader({ params }: LoaderFunctionArgs): Promise<never> {
  // Thrown: the route guard lets a thrown redirect through (a returned value it ignores).
  throw replace(hrefs.products.detail(params.productId ?? ''));
}

/** When the loader did not run (signed out, no permission), the same step up, in the browser. */
export function Component() {
  const { productId = '' } = useParams();
  return <Navigate to={hrefs.products.detail(productId)} replace />;
}
