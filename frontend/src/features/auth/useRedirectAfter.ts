import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `active`, goes to `to` after `ms` (spec §9: 3 s after a forgot/reset success); cancelled on leaving. */
export function useRedirectAfter(active: boolean, to: string, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate(to), ms);
    return () => window.clearTimeout(timer);
  }, [active, to, ms, navigate]);
}

/** Spec §9 "Redirect delay after forgot or reset success". */
export const SUCCESS_REDIRECT_MS = 3000;
