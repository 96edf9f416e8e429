import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SHOW_CONFETTI_PARAM } from '../constants';

/**
 * §2: /home?show-confetti (where a new store lands) celebrates once: the query string is cleared
 * (replace: Back does not bring the celebration back) and the shop's onboarding is marked editable.
 * `celebrating` stays true after the URL is clean, until the celebration calls `onDone`.
 */
export function useShowConfetti(): { celebrating: boolean; onDone: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).has(SHOW_CONFETTI_PARAM);
  const queryClient = useQueryClient();
  const [celebrating, setCelebrating] = useState(false);
  // Seen while rendering the URL that asks for it (react.dev: adjusting state when a prop changes),
  // so the celebration outlives the clean-up of the URL below.
  if (requested && !celebrating) setCelebrating(true);

  // One clean-up and one call per visit, also when a development StrictMode runs effects twice.
  const handledVisit = useRef<string | null>(null);
  useEffect(() => {
    if (!requested || handledVisit.current === location.key) return;
    handledVisit.current = location.key;
    navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
    // Only a new store's first visit gets here: the call's code comes now, not with every home page.
    void import('../../../lib/queries/switch-shop-flag').then(({ switchShopFlagOn }) =>
      switchShopFlagOn(queryClient, 'onboarding_editable'),
    );
  }, [requested, location.key, location.pathname, location.hash, navigate, queryClient]);

  const onDone = useCallback(() => setCelebrating(false), []);
  return { celebrating, onDone };
}
