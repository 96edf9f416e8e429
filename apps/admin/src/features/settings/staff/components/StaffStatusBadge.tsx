import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@shop/ui';
import type { MemberState } from '../member-state';

const TONES: Record<MemberState, StatusTone> = {
  owner: 'info',
  active: 'success',
  invited: 'warning',
  expired: 'danger',
};

/** Owner, active, invited or invitation expired, as a badge. */
export function StaffStatusBadge({ state }: { state: MemberState }) {
  const { t } = useTranslation('settings');
  const label = state === 'active' ? t('general:states.active') : t(`staff.status.${state}`);
  return <StatusBadge status={state} label={label} tone={TONES[state]} />;
}
