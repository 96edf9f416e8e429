import { CASHFREE_SDK_URL, type CashfreeOrder } from '@shop/admin-api';

interface CashfreeSdk {
  checkout(options: {
    paymentSessionId: string;
    redirectTarget: '_self';
  }): Promise<{ error?: { message?: string } } | undefined>;
}
type CashfreeFactory = (options: { mode: CashfreeOrder['environment'] }) => CashfreeSdk;

declare global {
  interface Window {
    Cashfree?: CashfreeFactory;
  }
}

let loading: Promise<CashfreeFactory> | null = null;

/**
 * Adds the SDK's script once and resolves with its factory. The server's content security policy
 * lets it load only where Cashfree is set up (apps/api/src/static/admin.ts).
 */
function loadSdk(): Promise<CashfreeFactory> {
  if (window.Cashfree) return Promise.resolve(window.Cashfree);
  loading ??= new Promise<CashfreeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CASHFREE_SDK_URL;
    script.async = true;
    script.onload = () =>
      window.Cashfree ? resolve(window.Cashfree) : reject(new Error('Cashfree SDK missing'));
    script.onerror = () => reject(new Error('Cashfree SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a later click tries again
    throw error;
  });
  return loading;
}

/**
 * Continue an order at Cashfree checkout: the page goes to Cashfree, which sends the merchant back
 * to the billing page when done. Rejects when the SDK cannot load or Cashfree refuses the session.
 */
export async function openCashfreeCheckout(order: CashfreeOrder): Promise<void> {
  const factory = await loadSdk();
  const result = await factory({ mode: order.environment }).checkout({
    paymentSessionId: order.payment_session_id,
    redirectTarget: '_self',
  });
  if (result?.error) throw new Error(result.error.message ?? 'Cashfree checkout failed');
}
