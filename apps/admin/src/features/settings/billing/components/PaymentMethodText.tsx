import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@shop/admin-api';

/** Card networks by the name Cashfree gives them, as a merchant reads them. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  rupay: 'RuPay',
  maestro: 'Maestro',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

/** "Visa ending in 1111, expires 12/2027", a UPI id, or "None yet". */
export function PaymentMethodText({ method }: { method: PaymentMethod | null }) {
  const { t } = useTranslation('settings');
  if (!method) return <>{t('billing.paymentMethod.none')}</>;
  if (method.kind === 'upi') return <>{t('billing.paymentMethod.upi', { vpa: method.vpa })}</>;
  return (
    <>
      {t('billing.paymentMethod.card', {
        brand: BRANDS[method.brand] ?? method.brand,
        last4: method.last4,
        expiry: `${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`,
      })}
    </>
  );
}
