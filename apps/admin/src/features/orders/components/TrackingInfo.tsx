import { Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface TrackingInfoProps {
  company: string | null;
  number: string | null;
  url: string | null;
}

/** "UPS 1Z999…", a link to the carrier's page when there is one (it opens in a new tab). */
export function TrackingInfo({ company, number, url }: TrackingInfoProps) {
  const { t } = useTranslation('non-settings');
  const label = [company, number].filter(Boolean).join(' ') || t('orders.tracking.link');
  return (
    <Text as="div" size="2" color="gray">
      {t('orders.tracking.label')}{' '}
      {url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer">
          {label}
        </Link>
      ) : (
        <Text color="gray">{label}</Text>
      )}
    </Text>
  );
}
